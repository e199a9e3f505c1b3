import type { RouteObject } from "react-router";
import { PartError } from "#app/staff/portal/part-error.tsx";
import { RouteError } from "#app/ui/shell/route-errors.tsx";

/** A part of the deal's screen whose loader, action and component load on demand. */
function part(
  path: string,
  load: () => Promise<Pick<RouteObject, "loader" | "action" | "Component">>,
): RouteObject {
  return { path, ErrorBoundary: PartError, lazy: load };
}

/** A deal's reporting under /inbox/portal/deals/:recordId/reporting, each part its own address. */
export const reportingRoutes: RouteObject[] = [
  part("reporting", async () => {
    const route = await import("./overview-route.ts");
    return {
      loader: route.overviewLoader,
      action: route.overviewAction,
      Component: (await import("./overview-screen.tsx")).ReportingOverview,
    };
  }),
  part("reporting/notices/:noticeId", async () => {
    const route = await import("./notice-route.ts");
    return {
      loader: route.noticeLoader,
      action: route.noticeAction,
      Component: (await import("./notice-review.tsx")).NoticeReviewScreen,
    };
  }),
  part("reporting/valuations", async () => {
    const route = await import("./valuations-route.ts");
    return {
      loader: route.valuationsLoader,
      action: route.valuationsAction,
      Component: (await import("./valuations-screen.tsx")).ValuationsScreen,
    };
  }),
  part("reporting/imports", async () => {
    const route = await import("./import-route.ts");
    return {
      loader: route.uploadLoader,
      action: route.uploadAction,
      Component: (await import("./upload-screen.tsx")).UploadScreen,
    };
  }),
  part("reporting/imports/:importId", async () => {
    const route = await import("./import-route.ts");
    return {
      loader: route.importLoader,
      action: route.importAction,
      Component: (await import("./import-preview.tsx")).ImportPreviewScreen,
    };
  }),
];

/** Staff's "view as" a person on a deal's reporting (under the portal's people). */
export const viewAsReportingRoute: RouteObject = {
  path: "people/:recordId/view-as/deals/:dealId/reporting",
  ErrorBoundary: RouteError,
  lazy: async () => {
    const screen = await import("./view-as-reporting.tsx");
    return { loader: screen.viewAsReportingLoader, Component: screen.ViewAsReportingScreen };
  },
};
