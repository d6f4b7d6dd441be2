import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { setNavigationTargetResolver } from '../shared/lib/chunk-reload';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const createRouter = () => {
  const router = createAppRouter();
  setNavigationTargetResolver(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
  });
  return router;
};

export const App = ({ queryClient }: { queryClient: QueryClient }) => {
  const [router] = useState(createRouter);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
