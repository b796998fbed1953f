import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse, stubFetch } from '../../../testing/api-answers';
import { renderSignedIn } from '../../../testing/render-in-app';
import { MailNoticesCard } from './mail-notices-card';

const fetchMock = stubFetch((_url, init) =>
  okResponse(
    init?.method === 'PUT'
      ? JSON.parse(String(init.body))
      : { whenWaiting: true, whenDecided: true },
  ),
);

describe('MailNoticesCard', () => {
  it('shows both switches as saved and sends the one the user turns off with the other kept', async () => {
    renderSignedIn(<MailNoticesCard />);
    const waiting = await screen.findByRole('switch', {
      name: /^An application waits for my decision/,
    });
    expect(waiting).toBeChecked();
    expect(screen.getByRole('switch', { name: /^My application is decided/ })).toBeChecked();
    await userEvent.click(waiting);
    await waitFor(() => expect(waiting).not.toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toContain('/auth/me/mail-notices');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ whenWaiting: false, whenDecided: true });
  });
});
