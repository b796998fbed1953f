import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export const App = () => {
  // One client for the pages and the route loaders, which start their queries before a page renders.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
