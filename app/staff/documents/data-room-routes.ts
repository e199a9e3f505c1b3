import type { RouteObject } from "react-router";
import { RouteError } from "#app/ui/shell/route-errors.tsx";

type Screens = typeof import("./data-room-screens.ts");

/** A screen whose loader and component load together, on demand. */
const screen = (
  pick: (code: Screens) => Pick<RouteObject, "loader" | "Component">,
): Pick<RouteObject, "ErrorBoundary" | "lazy"> => ({
  ErrorBoundary: RouteError,
  lazy: async () => pick(await import("./data-room-screens.ts")),
});

/**
 * The data room's staff screens under /inbox/data-room: a deal's documents (upload,
 * statements), one document (publish, unpublish, delete, controls, versions, readers), its
 * page preview, one reader's openings of it, a statement batch's match table, and what one
 * person opened.
 */
export const dataRoomRoutes: RouteObject = {
  path: "data-room",
  ErrorBoundary: RouteError,
  children: [
    { index: true, ...screen((code) => ({ loader: code.dealsLoader, Component: code.DataRoomIndex })) },
    {
      path: "deals/:dealId",
      ...screen((code) => ({ loader: code.dealDocumentsLoader, Component: code.DealDocumentsScreen })),
    },
    {
      path: "documents/:documentId",
      ...screen((code) => ({ loader: code.documentLoader, Component: code.DocumentScreen })),
    },
    {
      path: "documents/:documentId/preview",
      ...screen((code) => ({ loader: code.previewLoader, Component: code.PreviewScreen })),
    },
    {
      path: "documents/:documentId/readers/:personId",
      ...screen((code) => ({ loader: code.readerLoader, Component: code.ReaderScreen })),
    },
    {
      path: "batches/:batchId",
      ...screen((code) => ({ loader: code.batchLoader, Component: code.BatchScreen })),
    },
    {
      path: "people/:personId",
      ...screen((code) => ({ loader: code.personActivityLoader, Component: code.PersonActivityScreen })),
    },
  ],
};
