import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from './choose-option';
import { BANDUNG_DAGO, JAWA_BARAT } from './debiturs';

/**
 * Fills a new Personal debitur's fields as an officer would: Siti Aminah, born 1988-02-14,
 * single, of Jawa Barat and its branch Bandung Dago.
 */
export const fillPersonalDebitur = async () => {
  await userEvent.type(screen.getByRole('textbox', { name: /Debitur Name/ }), 'Siti Aminah');
  await userEvent.type(screen.getByRole('textbox', { name: /Date of Birth/ }), '1988-02-14');
  await userEvent.type(screen.getByRole('textbox', { name: /Phone Number/ }), '081298765432');
  await chooseOption(/Marital Status/, 'Single');
  await userEvent.type(screen.getByRole('textbox', { name: /ID Number/ }), '3273010101880002');
  await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'Jl. Merdeka 1');
  await chooseOption(/Related Group/, 'Jawa Barat');
  await chooseOption(/Related Branch/, 'Bandung Dago');
};

/** The debitur data `fillPersonalDebitur` sends, as far as the tests check it. */
export const FILLED_PERSONAL_DEBITUR = {
  type: 'Personal',
  fullName: 'Siti Aminah',
  dateOfBirth: '1988-02-14',
  relatedGroup: JAWA_BARAT._id,
  relatedBranch: BANDUNG_DAGO._id,
};
