// The data room's screens and loaders in one chunk, loaded when staff first open one.
export { BatchScreen } from "./batch-screen.tsx";
export { DataRoomIndex } from "./data-room-index.tsx";
export {
  batchLoader,
  dealDocumentsLoader,
  dealsLoader,
  documentLoader,
  personActivityLoader,
  previewLoader,
  readerLoader,
} from "./data-room-loaders.ts";
export { DealDocumentsScreen } from "./deal-documents-screen.tsx";
export { DocumentScreen } from "./document-screen.tsx";
export { PersonActivityScreen } from "./person-activity-screen.tsx";
export { PreviewScreen } from "./preview-screen.tsx";
export { ReaderScreen } from "./reader-screen.tsx";
