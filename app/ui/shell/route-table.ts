import type { LoaderFunction, RouteObject } from "react-router";
import { authRoutes } from "../auth/auth-routes.ts";
import { FirstLoad, RootLayout } from "./root-layout.tsx";
import { NotFound, RouteError } from "./route-errors.tsx";

/**
 * A private app's route table: under `path`, the public screens every app shares (sign-in,
 * invitation, password reset), then under the pathless route `privateId` the app's own
 * `screens`, each of which needs both factors (checked by that route's loader before
 * anything renders), then "no such page". Screens load on demand, one chunk each, so the
 * first screen fetches only its own code.
 */
export function appRoutes(options: {
  path: string;
  privateId: string;
  access: { rootLoader: LoaderFunction; privateLoader: LoaderFunction; signInLoader: LoaderFunction };
  screens: RouteObject[];
}): RouteObject[] {
  const { access } = options;
  return [
    {
      id: "root",
      path: options.path,
      loader: access.rootLoader,
      Component: RootLayout,
      HydrateFallback: FirstLoad,
      ErrorBoundary: RouteError,
      children: [
        ...authRoutes(access.signInLoader, RouteError),
        {
          id: options.privateId,
          loader: access.privateLoader,
          ErrorBoundary: RouteError,
          // Every screen shows its own failure in place, under the top bar.
          children: [...options.screens, { path: "*", Component: NotFound }].map((route) => ({
            ErrorBoundary: RouteError,
            ...route,
          })),
        },
      ],
    },
  ];
}
