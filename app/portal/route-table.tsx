import type { RouteObject } from "react-router";
import { authRoutes } from "#app/ui/auth/auth-routes.ts";
import {
  acceptAction,
  askAction,
  dealLoader,
  dealShouldRevalidate,
  termsLoader,
  updateLoader,
} from "./deal/deal-loaders.ts";
import { homeLoader } from "./home/home-loader.ts";
import { personLoader, rootLoader, signInLoader } from "./layout/access.ts";
import { FirstLoad, RootLayout } from "./layout/root-layout.tsx";
import { NotFound, RouteError } from "./layout/route-error.tsx";

/**
 * The portal's routes, under /portal/ (the public page /portal, without the slash, is the
 * site's). Screens load on demand, one chunk each. Sign-in and the invitation show without
 * a session; every screen under the pathless "person" route needs both factors, checked by
 * its loader before anything renders. The screens' data come from /portal/api.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/portal",
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      ...authRoutes(signInLoader, RouteError),
      {
        id: "person",
        loader: personLoader,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            loader: homeLoader,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./home/home-screen.tsx")).HomeScreen }),
          },
          {
            path: "deals/:dealId",
            loader: dealLoader,
            action: askAction,
            shouldRevalidate: dealShouldRevalidate,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./deal/deal-screen.tsx")).DealScreen }),
          },
          {
            path: "deals/:dealId/terms",
            loader: termsLoader,
            action: acceptAction,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./deal/terms-screen.tsx")).TermsScreen }),
          },
          {
            // The capital account (or a sponsor's raise) and its chart load with this screen only.
            path: "deals/:dealId/reporting",
            ErrorBoundary: RouteError,
            lazy: async () => ({
              loader: (await import("./reporting/reporting-loader.ts")).reportingLoader,
              Component: (await import("./reporting/reporting-screen.tsx")).ReportingScreen,
            }),
          },
          {
            path: "deals/:dealId/updates/:updateId",
            loader: updateLoader,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./deal/update-screen.tsx")).UpdateScreen }),
          },
          {
            path: "deals/:dealId/documents/:documentId",
            ErrorBoundary: RouteError,
            lazy: async () => {
              const viewer = await import("./documents/viewer-screen.tsx");
              return { loader: viewer.viewerLoader, Component: viewer.ViewerScreen };
            },
          },
          {
            path: "account",
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./account/account-screen.tsx")).AccountScreen }),
          },
          { path: "*", Component: NotFound, ErrorBoundary: RouteError },
        ],
      },
    ],
  },
];
