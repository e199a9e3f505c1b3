import "./data-room.css";
import { useId } from "react";
import { useLoaderData, useLocation } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { dataRoomCopy } from "./data-room-copy.ts";
import type { dealDocumentsLoader } from "./data-room-loaders.ts";
import { DocumentTable } from "./document-table.tsx";
import { NewBatchForm } from "./statements/new-batch-form.tsx";
import { UploadPanel } from "./uploads/upload-panel.tsx";

/** A deal's data room for staff: upload, the documents (drafts and published), statements. */
export function DealDocumentsScreen() {
  const { access, documents } = useLoaderData<typeof dealDocumentsLoader>();
  const listId = useId();
  // Set by the document screen after a deletion: said here, where staff land.
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  return (
    <Page heading={dataRoomCopy.dealHeading(access.deal.name)} wide>
      {deleted ? <p role="status">{dataRoomCopy.takeBack.deleted(deleted)}</p> : null}
      <UploadPanel dealId={access.deal.id} />
      <section aria-labelledby={listId}>
        <h2 id={listId}>{dataRoomCopy.list.heading}</h2>
        <DocumentTable documents={documents} />
      </section>
      <NewBatchForm dealId={access.deal.id} />
    </Page>
  );
}
