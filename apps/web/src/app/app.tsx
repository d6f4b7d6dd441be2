import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';

import { setNavigationTargetResolver } from '../shared/lib/chunk-reload';
import { AppProvider } from './provider';
import { createAppRouter, type AppRouter } from './router';

/** The site's one router; a reload after a failed chunk lands where the navigation was going. */
export const createRouter = (): AppRouter => {
  const router = createAppRouter();
  setNavigationTargetResolver(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
  });
  return router;
};

export const App = ({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) => (
  <AppProvider queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProvider>
);
