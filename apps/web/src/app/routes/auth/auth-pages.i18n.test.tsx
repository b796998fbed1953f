import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach } from 'vitest';
import { tokenStorage } from '../../../lib/auth';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { describePagesInEachLanguage, type LanguageTexts } from '../../../testing/language-texts';
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

/** Renders a signed-out `page` in the auth layout, the router at `url`. */
const renderAt = (url: string, page: ReactElement) =>
  renderWithQueryClient(
    <RouterProvider
      router={createMemoryRouter(
        [{ element: <AuthLayout />, children: [{ index: true, element: page }] }],
        { initialEntries: [url] },
      )}
    />,
  );

/** Each signed-out page at its address, with a text that shows it rendered in each language. */
const pages: { name: string; url: string; page: ReactElement; shows: LanguageTexts }[] = [
  {
    name: 'sign-in page',
    url: '/',
    page: <SignInRoute />,
    shows: { en: ['Remember Me'], id: ['Ingat Saya'] },
  },
  {
    name: 'forgot password page',
    url: '/',
    page: <ForgotPasswordRoute />,
    shows: { en: ['Send reset link'], id: ['Kirim tautan reset'] },
  },
  {
    name: 'forgot password sent page',
    url: '/?email=analyst@bank.co.id',
    page: <ForgotPasswordSubmitRoute />,
    shows: { en: ['Check your email'], id: ['Periksa email Anda'] },
  },
  {
    name: 'set a new password page',
    url: '/?token=t-1',
    page: <ChangePasswordRoute />,
    shows: { en: ['Re-enter Password'], id: ['Ulangi Kata Sandi'] },
  },
  {
    name: 'password changed page',
    url: '/',
    page: <ChangePasswordSubmitRoute />,
    shows: { en: ['Password changed'], id: ['Kata sandi diubah'] },
  },
];

describePagesInEachLanguage('the signed-out pages', pages, (entry) =>
  renderAt(entry.url, entry.page),
);
