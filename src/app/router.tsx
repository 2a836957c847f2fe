/**
 * The route table of docs/domain.md "Routes". Every page is lazy-loaded, so the login page only
 * downloads what signing in needs; the guards are pathless layout routes.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, useParams, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadSignedInMessages } from '@/lib/i18n/catalogs';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

type PageModule = { default: ComponentType };

/** Adapts a page module with a default export to react-router's `lazy` route property. */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      {
        // Pathless guard: the main area needs a signed-in user.
        element: <RequireAuth />,
        children: [
          {
            id: 'app',
            path: paths.home.path,
            // The signed-in area's messages come with its layout (src/lib/i18n/catalogs.ts).
            lazy: page(async () => {
              const [layout] = await Promise.all([
                import('./layout/app-layout'),
                loadSignedInMessages(),
              ]);
              return layout;
            }),
            children: [
              {
                id: 'home',
                path: '',
                lazy: page(() => import('@/features/home/routes/home-page')),
                children: [
                  {
                    id: 'habit-detail',
                    path: paths.habitDetail.path,
                    lazy: async () => {
                      const { default: HabitDetailPage } =
                        await import('@/features/habit-detail/routes/habit-detail-page');
                      // docs/domain.md "Routes": the habit id reaches the page as a property.
                      function HabitDetailRoute() {
                        const { habitid = '' } = useParams();
                        return <HabitDetailPage key={habitid} habitid={habitid} />;
                      }
                      return { Component: HabitDetailRoute };
                    },
                  },
                ],
              },
              {
                path: paths.templates.path,
                lazy: page(() => import('@/features/templates/routes/templates-page')),
              },
              {
                path: paths.addHabit.path,
                lazy: page(() => import('@/features/add-habit/routes/add-habit-page')),
              },
              {
                path: paths.tableView.path,
                lazy: page(() => import('@/features/table/routes/table-view-page')),
              },
              {
                path: paths.groups.path,
                lazy: page(() => import('@/features/groups/routes/groups-page')),
              },
              {
                id: 'insights',
                path: paths.insights.path,
                lazy: page(() => import('@/features/insights/routes/dashboard-page')),
              },
              {
                path: paths.settings.path,
                lazy: page(() => import('@/features/settings/routes/settings-page')),
              },
              {
                path: paths.profile.path,
                lazy: page(() => import('@/features/profile/routes/profile-page')),
              },
            ],
          },
        ],
      },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.auth.login.path,
            lazy: page(() => import('@/features/auth/routes/login-page')),
          },
          {
            path: paths.auth.signup.path,
            lazy: page(() => import('@/features/auth/routes/signup-page')),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: page(() => import('@/features/auth/routes/reset-password-page')),
          },
        ],
      },
      // Not behind the redirect: the reset link signs the user in (PASSWORD_RECOVERY) and lands here.
      {
        path: paths.auth.updatePassword.path,
        lazy: page(() => import('@/features/auth/routes/update-password-page')),
      },
      {
        id: 'no-auth',
        path: paths.landing.path,
        children: [
          { path: '', lazy: page(() => import('@/features/landing/routes/landing-page')) },
          {
            path: 'unauthorized',
            lazy: page(() => import('@/features/landing/routes/unauthorized-page')),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found-page')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has loaded the lazy modules of its first location: before that it
 * renders the HydrateFallback spinner, which is not what a prerendered page holds.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
