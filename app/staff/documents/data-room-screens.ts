// The data room's screens and loaders in one chunk, loaded when staff first open one.

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
export { DocumentScreen } from "./document/document-screen.tsx";
export { PreviewScreen } from "./document/preview-screen.tsx";
export { PersonActivityScreen } from "./readers/person-activity-screen.tsx";
export { ReaderScreen } from "./readers/reader-screen.tsx";
export { BatchScreen } from "./statements/batch-screen.tsx";
