import { AUTH_MESSAGES } from '@creditdesk/domain/auth/auth.messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedEmail, tokenStorage } from '../../../lib/auth';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { i18n } from '../../../i18n/i18n';
import { SignInForm } from './sign-in-form';
import { englishMessage } from '@creditdesk/domain/shared/message-codes';

const fetchMock = stubFetch();
const urlOf = (input: Parameters<typeof fetch>[0]) => String(input);
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith(path));

let captchaCount = 0;
/** A server whose sign-in answers with `login`. */
const serve = (login: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    if (urlOf(input).endsWith('/auth/captcha')) {
      captchaCount += 1;
      return jsonResponse(200, {
        message: 'OK',
        response: {
          captchaId: `captcha-${captchaCount}`,
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      });
    }
    return login();
  });

const renderForm = (onSuccess = vi.fn()) => {
  const { user } = renderWithQueryClient(
    <MemoryRouter>
      <SignInForm onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { user, onSuccess };
};

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Email/), 'analyst@bank.co.id');
  await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
  await user.type(screen.getByLabelText(/^Captcha/), 'x7k2p');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

beforeEach(() => {
  captchaCount = 0;
  tokenStorage.clear();
  rememberedEmail.forget();
});

describe('SignInForm', () => {
  it('asks for the email and password when both are empty', async () => {
    serve(() => jsonResponse(500, {}));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText(englishMessage(AUTH_MESSAGES.emailRequired)),
    ).toBeInTheDocument();
    expect(screen.getByText(englishMessage(AUTH_MESSAGES.passwordRequired))).toBeInTheDocument();
    expect(callsTo('/auth/login')).toHaveLength(0);
  });

  it('puts the focus on the first field in error and checks again as the user types', async () => {
    serve(() => jsonResponse(500, {}));
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    await user.type(screen.getByLabelText(/^Email/), 'analyst@bank.co.id');
    await waitFor(() =>
      expect(
        screen.queryByText(englishMessage(AUTH_MESSAGES.emailRequired)),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText(englishMessage(AUTH_MESSAGES.passwordRequired))).toBeInTheDocument();
  });

  it('refuses an email address that is not one', async () => {
    serve(() => jsonResponse(500, {}));
    const { user } = renderForm();

    await user.type(screen.getByLabelText(/^Email/), 'analyst@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(englishMessage(AUTH_MESSAGES.emailInvalid))).toBeInTheDocument();
  });

  it('tells a locked user when the lock ends, in his language', async () => {
    const lockedOut = () =>
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        code: 'auth.accountLocked',
        params: {
          until: '2026-11-27 19:05',
          timeZone: 'Asia/Jakarta',
          lockedUntil: '2026-11-27T12:05:00.000Z',
        },
        message:
          'Your account is locked after too many failed sign-in attempts. Please try again after 2026-11-27 19:05 (Asia/Jakarta).',
      });
    serve(lockedOut);
    const { user } = renderForm();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is locked after too many failed sign-in attempts. Please try again after 2026-11-27 19:05 (Asia/Jakarta).',
    );

    await i18n.changeLanguage('id');
    try {
      await user.type(screen.getByLabelText(/^Email/), 'x');
      await user.type(screen.getByLabelText(/^Captcha/), 'x7k2p');
      await user.click(screen.getByRole('button', { name: /Masuk|Sign in/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Silakan coba lagi setelah 2026-11-27 19:05 (Asia/Jakarta).',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the server message, loads a new captcha, and clears the alert once the email is edited', async () => {
    serve(() =>
      jsonResponse(403, {
        statusCode: 403,
        error: 'Forbidden',
        message: englishMessage(AUTH_MESSAGES.accountInactive),
        code: AUTH_MESSAGES.accountInactive,
      }),
    );
    const { user, onSuccess } = renderForm();
    expect(await screen.findByAltText('Captcha')).toBeInTheDocument();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      englishMessage(AUTH_MESSAGES.accountInactive),
    );
    expect(JSON.parse(String(callsTo('/auth/login')[0]?.[1]?.body))).toEqual({
      email: 'analyst@bank.co.id',
      password: 'Secret#123',
      captchaId: 'captcha-1',
      captchaText: 'x7k2p',
      rememberMe: false,
    });
    await waitFor(() => expect(callsTo('/auth/captcha')).toHaveLength(2));
    expect(screen.getByLabelText(/^Captcha/)).toHaveValue('');
    expect(onSuccess).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Email/), 'x');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the spec message when the refusal carries none', async () => {
    serve(() => new Response('', { status: 401 }));
    const { user } = renderForm();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      englishMessage(AUTH_MESSAGES.signInFailed),
    );
  });

  it('starts the session and remembers only the email with Remember Me', async () => {
    serve(() =>
      jsonResponse(200, {
        message: englishMessage(AUTH_MESSAGES.signedIn),
        response: { token: 'access', refreshToken: 'refresh', expiresIn: 900 },
      }),
    );
    const { user, onSuccess } = renderForm();

    await user.click(screen.getByLabelText('Remember Me'));
    await fillAndSubmit(user);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(tokenStorage.getAccessToken()).toBe('access');
    expect(rememberedEmail.read()).toBe('analyst@bank.co.id');
    expect(document.cookie).not.toContain('Secret');
  });
});
