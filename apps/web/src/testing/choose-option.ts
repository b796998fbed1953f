import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens the select labelled `label` and picks `option` from its dropdown. */
export const chooseOption = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};
