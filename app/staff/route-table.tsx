import type { RouteObject } from "react-router";
import { RouteError } from "#app/ui/shell/route-errors.tsx";
import { appRoutes } from "#app/ui/shell/route-table.ts";
import { auditLoader } from "./audit/audit-loader.ts";
import { dataRoomRoutes } from "./documents/data-room-routes.ts";
import { inquiryAction } from "./inbox/inquiry/inquiry-action.ts";
import { inquiryLoader, listLoader, listShouldRevalidate } from "./inbox/triage-loaders.ts";
import { access } from "./layout/access.ts";
import { portalRoutes } from "./portal/portal-routes.ts";

/** The staff app's own screens under /inbox, each needing both factors (app/ui/shell). */
const screens: RouteObject[] = [
  {
    id: "triage",
    loader: listLoader,
    shouldRevalidate: listShouldRevalidate,
    lazy: async () => ({ Component: (await import("./inbox/triage-layout.tsx")).TriageLayout }),
    children: [
      {
        index: true,
        ErrorBoundary: RouteError,
        lazy: async () => ({ Component: (await import("./inbox/triage-layout.tsx")).ReadingPaneEmpty }),
      },
      {
        path: "inquiry",
        loader: inquiryLoader,
        action: inquiryAction,
        ErrorBoundary: RouteError,
        lazy: async () => ({ Component: (await import("./inbox/inquiry/inquiry-pane.tsx")).InquiryPane }),
      },
    ],
  },
  {
    path: "account",
    lazy: async () => ({ Component: (await import("./account/account.tsx")).Account }),
  },
  {
    path: "audit",
    loader: auditLoader,
    lazy: async () => ({ Component: (await import("./audit/audit-screen.tsx")).AuditScreen }),
  },
  portalRoutes,
  {
    path: "erase",
    lazy: async () => ({ Component: (await import("./erase/erase-screen.tsx")).EraseScreen }),
  },
  dataRoomRoutes,
];

export const routes = appRoutes({
  path: "/inbox",
  privateId: "staff",
  access,
  screens,
});
