import type { RouteObject } from "react-router";
import { authRoutes } from "#app/ui/auth/auth-routes.ts";
import { auditLoader } from "./audit/audit-loader.ts";
import { dataRoomRoutes } from "./documents/data-room-routes.ts";
import { inquiryAction } from "./inbox/inquiry-action.ts";
import { inquiryLoader, listLoader, listShouldRevalidate } from "./inbox/triage-loaders.ts";
import { rootLoader, signInLoader, staffLoader } from "./layout/access.ts";
import { FirstLoad, RootLayout } from "./layout/root-layout.tsx";
import { NotFound, RouteError } from "./layout/route-error.tsx";
import { portalRoutes } from "./portal/portal-routes.ts";

/**
 * The staff app's routes. Screens load on demand (each its own chunk), so the first screen
 * fetches only its own code. Public screens show without a session; every screen under the
 * pathless "staff" route needs both factors, checked by its loader before anything renders.
 */
export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/inbox",
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    ErrorBoundary: RouteError,
    children: [
      ...authRoutes(signInLoader, RouteError),
      {
        id: "staff",
        loader: staffLoader,
        ErrorBoundary: RouteError,
        children: [
          {
            id: "triage",
            loader: listLoader,
            shouldRevalidate: listShouldRevalidate,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./inbox/triage-layout.tsx")).TriageLayout }),
            children: [
              {
                index: true,
                ErrorBoundary: RouteError,
                lazy: async () => ({
                  Component: (await import("./inbox/triage-layout.tsx")).ReadingPaneEmpty,
                }),
              },
              {
                path: "inquiry",
                loader: inquiryLoader,
                action: inquiryAction,
                ErrorBoundary: RouteError,
                lazy: async () => ({ Component: (await import("./inbox/inquiry-pane.tsx")).InquiryPane }),
              },
            ],
          },
          {
            path: "account",
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./account/account.tsx")).Account }),
          },
          {
            path: "audit",
            loader: auditLoader,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./audit/audit-screen.tsx")).AuditScreen }),
          },
          portalRoutes,
          {
            path: "erase",
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import("./erase/erase-screen.tsx")).EraseScreen }),
          },
          dataRoomRoutes,
          { path: "*", Component: NotFound, ErrorBoundary: RouteError },
        ],
      },
    ],
  },
];
