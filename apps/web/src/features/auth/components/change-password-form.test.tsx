import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { PASSWORD_CHECKLIST } from '@creditdesk/domain/auth/password-rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/api-answers';
import { expectRefusedBeforeSending } from '../../../testing/refused-submit';
import { renderWithQueryClient } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

const renderForm = (onSuccess = vi.fn()) => {
  const { user } = renderWithQueryClient(
    <ChangePasswordForm token="reset-token" onSuccess={onSuccess} />,
  );
  return { user, onSuccess };
};

/** The checklist rules that are met, by label. */
const metRules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map(
      (item) => PASSWORD_CHECKLIST.find((rule) => item.textContent?.includes(rule.label))?.label,
    );

const fetchMock = stubFetch();

describe('ChangePasswordForm', () => {
  it('ticks off the checklist as the new password is typed', async () => {
    const { user } = renderForm();
    const newPassword = screen.getByLabelText(/^New Password/);

    expect(metRules()).toEqual([]);

    await user.type(newPassword, 'a');
    expect(metRules()).toEqual([]);

    await user.type(newPassword, 'B');
    expect(metRules()).toEqual(['At least include 1 uppercase and lowercase letter']);

    await user.type(newPassword, '3');
    expect(metRules()).toEqual([
      'At least include 1 uppercase and lowercase letter',
      'At least include 1 number',
    ]);

    await user.type(newPassword, '!xyzw');
    expect(metRules()).toEqual(PASSWORD_CHECKLIST.map((rule) => rule.label));

    await user.type(newPassword, 'toolong');
    expect(metRules()).not.toContain('Between 8 - 12 letter');
  });

  it('asks for matching passwords before calling the server', async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/^New Password/), 'aB3!xyzw');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'aB3!xyzq');
    await expectRefusedBeforeSending(
      user,
      'Save password',
      AUTH_MESSAGES.passwordsDiffer,
      fetchMock,
    );
  });

  it('sends the token with both passwords and hands back the receipt', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'OK', response: { token: 'receipt' } }), {
        status: 200,
      }),
    );
    const { user, onSuccess } = renderForm();

    await user.type(screen.getByLabelText(/^New Password/), 'aB3!xyzw');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'aB3!xyzw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 'receipt' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'reset-token',
      newPassword: 'aB3!xyzw',
      reEnterPassword: 'aB3!xyzw',
    });
  });

  it('shows the "to fixed it" fallback when the server gives no reason', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 400 }));
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/^New Password/), 'aB3!xyzw');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'aB3!xyzw');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      englishMessage(AUTH_MESSAGES.forgotPasswordFailed),
    );
  });
});
