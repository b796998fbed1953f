import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export const App = () => {
  // One client for the pages and the route loaders, which start their queries before a page renders.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  // The sign-in page shows no notification: their code comes with the first other page, and stays.
  const [notifying, setNotifying] = useState(false);
  const beyondSignIn = useSyncExternalStore(
    (changed) => router.subscribe(changed),
    () => router.state.location.pathname !== paths.signIn.path,
  );
  if (beyondSignIn && !notifying) setNotifying(true);
  return (
    <AppProvider queryClient={queryClient} notifying={notifying}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
