import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** Opens the select labelled `label` and picks `option` from its dropdown, as `user` if given. */
export const chooseOption = async (
  label: string | RegExp,
  option: string,
  user: Pick<UserEvent, 'click'> = userEvent,
) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};
