import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse, stubFetch } from '../../../testing/api-answers';
import { renderWithQueryClient } from '../../../testing/render';
import { LanguageSwitch } from './language-switch';

const Title = () => {
  const { t } = useTranslation();
  return <h1>{t('auth.signInTitle')}</h1>;
};

const renderSwitch = () =>
  renderWithQueryClient(
    <>
      <Title />
      <LanguageSwitch />
    </>,
  );

const fetchMock = stubFetch();

describe('LanguageSwitch', () => {
  it('re-renders the screen in Indonesian and saves the choice on the server', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { message: 'Language saved', response: { language: 'id' } }),
    );
    renderSwitch();
    const user = userEvent.setup();
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
    await user.click(screen.getByText('ID'));
    expect(await screen.findByRole('heading')).toHaveTextContent('Masuk');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/auth\/me\/language$/);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'id' });
  });

  it('switches back when the server does not save the choice', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'No' }),
    );
    renderSwitch();
    const user = userEvent.setup();
    await user.click(screen.getByText('ID'));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
  });
});
