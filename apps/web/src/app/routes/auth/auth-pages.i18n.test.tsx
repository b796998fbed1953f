import type { Language } from '@creditdesk/domain/preferences/preferences.schemas';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { tokenStorage } from '../../../lib/auth';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { AuthLayout } from '../../layout/auth-layout';
import { ChangePasswordRoute } from './change-password';
import { ChangePasswordSubmitRoute } from './change-password-submit';
import { ForgotPasswordRoute } from './forgot-password';
import { ForgotPasswordSubmitRoute } from './forgot-password-submit';
import { SignInRoute } from './sign-in';

stubFetch((url) =>
  url.includes('/auth/captcha')
    ? okResponse({ captchaId: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })
    : okResponse({ email: 'analyst@bank.co.id' }),
);
beforeEach(() => tokenStorage.clear());

/** Each signed-out page at its address, with a text that shows it rendered in each language. */
const pages: { name: string; url: string; page: ReactElement; shows: Record<Language, string> }[] =
  [
    {
      name: 'sign-in',
      url: '/',
      page: <SignInRoute />,
      shows: { en: 'Remember Me', id: 'Ingat Saya' },
    },
    {
      name: 'forgot password',
      url: '/',
      page: <ForgotPasswordRoute />,
      shows: { en: 'Send reset link', id: 'Kirim tautan reset' },
    },
    {
      name: 'forgot password sent',
      url: '/?email=analyst@bank.co.id',
      page: <ForgotPasswordSubmitRoute />,
      shows: { en: 'Check your email', id: 'Periksa email Anda' },
    },
    {
      name: 'set a new password',
      url: '/?token=t-1',
      page: <ChangePasswordRoute />,
      shows: { en: 'Re-enter Password', id: 'Ulangi Kata Sandi' },
    },
    {
      name: 'password changed',
      url: '/',
      page: <ChangePasswordSubmitRoute />,
      shows: { en: 'Password changed', id: 'Kata sandi diubah' },
    },
  ];

describe.each(['en', 'id'] as const)('the signed-out pages in %s', (language) => {
  it.each(pages)('render the $name page with every text in the catalogue', async (entry) => {
    await i18n.changeLanguage(language);
    const router = createMemoryRouter(
      [{ element: <AuthLayout />, children: [{ index: true, element: entry.page }] }],
      { initialEntries: [entry.url] },
    );
    renderWithQueryClient(<RouterProvider router={router} />);
    expect((await screen.findAllByText(entry.shows[language])).length).toBeGreaterThan(0);
  });
});
