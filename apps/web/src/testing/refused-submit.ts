import { englishMessage } from '@creditdesk/domain/shared/message-codes';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/**
 * Clicking `button` shows the message `code` in English and sends nothing: the form refuses
 * before the server is asked.
 */
export const expectRefusedBeforeSending = async (
  user: UserEvent,
  button: string,
  code: string,
  fetchMock: Mock<typeof fetch>,
) => {
  await user.click(screen.getByRole('button', { name: button }));
  expect(await screen.findByText(englishMessage(code))).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
};
