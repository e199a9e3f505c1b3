import "../data-room.css";
import { useId } from "react";
import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { documentLoader } from "../data-room-loaders.ts";
import { csvHref, dataRoomApi, dataRoomPath } from "../data-room-paths.ts";
import { ReadersTable } from "../readers/readers-table.tsx";
import { StatementPublish } from "../statements/statement-publish.tsx";
import { DocumentControls } from "./document-controls.tsx";
import { PublishPanel } from "./publish-panel.tsx";
import { TakeBackPanel } from "./take-back-panel.tsx";
import { VersionsPanel } from "./versions-panel.tsx";

/** One document for staff: its page preview, publishing and taking back, controls, versions, and who has seen it. */
export function DocumentScreen() {
  const { document, access, activity } = useLoaderData<typeof documentLoader>();
  const activityId = useId();
  const viewable = document.versions.find((v) => v.version === document.currentVersion)?.pageCount != null;
  return (
    <Page heading={document.title} wide>
      <p>
        <Link to={dataRoomPath.deal(document.dealId)}>{dataRoomCopy.back}</Link>
      </p>
      <p className="meta">
        <span>{dataRoomCopy.types[document.type]}</span>
        <span>{dataRoomCopy.list.statuses[document.status]}</span>
        <span>
          <bdi>{document.folder || dataRoomCopy.list.general}</bdi>
        </span>
      </p>
      {viewable ? (
        <p>
          <Link to={dataRoomPath.preview(document.id)}>
            {document.status === "draft" ? dataRoomCopy.preview.linkDraft : dataRoomCopy.preview.link}
          </Link>
        </p>
      ) : null}
      {!document.batchId ? (
        <PublishPanel document={document} access={access} />
      ) : document.status === "draft" ? (
        <StatementPublish document={document} />
      ) : null}
      <TakeBackPanel document={document} access={access} activity={activity} />
      <DocumentControls document={document} />
      <VersionsPanel document={document} />
      <section aria-labelledby={activityId}>
        <h2 id={activityId}>{dataRoomCopy.activity.heading}</h2>
        <p>
          <a href={csvHref(dataRoomApi.activity(document.id))} download>
            {dataRoomCopy.activity.csv}
          </a>
        </p>
        <ReadersTable readers={activity.readers} by="person" empty={dataRoomCopy.activity.none} />
      </section>
    </Page>
  );
}
