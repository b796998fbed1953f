import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/render';
import { RouteError } from './route-error';

/** A page whose code fails to load with `error`, under the app's error element. */
const renderFailingPage = (error: Error) =>
  renderWithTheme(
    <RouterProvider
      router={createMemoryRouter([
        {
          path: '/',
          errorElement: <RouteError />,
          hydrateFallbackElement: <p>Loading</p>,
          lazy: () => Promise.reject(error),
        },
      ])}
    />,
  );

describe('RouteError', () => {
  it("offers the new version when the page's chunk is gone from the server", async () => {
    renderFailingPage(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/report-page-0ld0ne.js',
      ),
    );
    expect(await screen.findByText('A new version of CreditDesk is available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('says something went wrong for any other failure', async () => {
    renderFailingPage(new Error('The menu names /nowhere, which has no page'));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.queryByText('A new version of CreditDesk is available')).toBeNull();
  });
});
