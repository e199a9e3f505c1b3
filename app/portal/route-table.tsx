import type { RouteObject } from "react-router";
import { appRoutes } from "#app/ui/shell/route-table.ts";
import {
  acceptAction,
  askAction,
  dealLoader,
  dealShouldRevalidate,
  termsLoader,
  updateLoader,
} from "./deal/deal-loaders.ts";
import { homeLoader } from "./home/home-loader.ts";
import { access } from "./layout/access.ts";

/**
 * The portal's own screens under /portal/ (the public page /portal, without the slash, is
 * the site's), each needing both factors (app/ui/shell). Their data come from /portal/api.
 */
const screens: RouteObject[] = [
  {
    index: true,
    loader: homeLoader,
    lazy: async () => ({ Component: (await import("./home/home-screen.tsx")).HomeScreen }),
  },
  {
    path: "deals/:dealId",
    loader: dealLoader,
    action: askAction,
    shouldRevalidate: dealShouldRevalidate,
    lazy: async () => ({ Component: (await import("./deal/deal-screen.tsx")).DealScreen }),
  },
  {
    path: "deals/:dealId/terms",
    loader: termsLoader,
    action: acceptAction,
    lazy: async () => ({ Component: (await import("./deal/terms-screen.tsx")).TermsScreen }),
  },
  {
    // The capital account (or a sponsor's raise) and its chart load with this screen only.
    path: "deals/:dealId/reporting",
    lazy: async () => ({
      loader: (await import("./reporting/reporting-loader.ts")).reportingLoader,
      Component: (await import("./reporting/reporting-screen.tsx")).ReportingScreen,
    }),
  },
  {
    path: "deals/:dealId/updates/:updateId",
    loader: updateLoader,
    lazy: async () => ({ Component: (await import("./deal/update-screen.tsx")).UpdateScreen }),
  },
  {
    path: "deals/:dealId/documents/:documentId",
    lazy: async () => {
      const viewer = await import("./documents/viewer-screen.tsx");
      return { loader: viewer.viewerLoader, Component: viewer.ViewerScreen };
    },
  },
  {
    path: "account",
    lazy: async () => ({ Component: (await import("./account/account-screen.tsx")).AccountScreen }),
  },
];

export const routes = appRoutes({
  path: "/portal",
  privateId: "person",
  access,
  screens,
});
