import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing/render';
import { NewVersionPrompt } from './new-version-prompt';

/** A promise rejected with `reason` that nothing handled, as the browser reports it. */
const rejectUnhandled = (reason: unknown) =>
  act(() => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  });

describe('NewVersionPrompt', () => {
  it('stays hidden for any other failure', () => {
    renderWithTheme(<NewVersionPrompt />);
    rejectUnhandled(new Error('Network Error'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers the new version when a chunk of this build is gone', async () => {
    renderWithTheme(<NewVersionPrompt />);
    rejectUnhandled(
      new TypeError('Failed to fetch dynamically imported module: /assets/signed-in-0ld0ne.js'),
    );
    const prompt = await screen.findByRole('alertdialog', {
      name: 'A new version of CreditDesk is available',
    });
    expect(prompt).toHaveTextContent('Reload to continue with the new one.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  it('offers it when Vite cannot preload a stylesheet of this build', async () => {
    renderWithTheme(<NewVersionPrompt />);
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });
});
