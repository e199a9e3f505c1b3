import { useId } from "react";
import { useRevalidator } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { StaffDocumentView } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { DropZone } from "../uploads/drop-zone.tsx";
import { UploadList } from "../uploads/upload-list.tsx";
import { useUploads } from "../uploads/use-uploads.ts";

const text = dataRoomCopy.document;

/** Replacing the file (a new version) and the history of every version, newest first. */
export function VersionsPanel({ document }: { document: StaffDocumentView }) {
  const revalidator = useRevalidator();
  const { uploads, start, clearFinished } = useUploads(() => void revalidator.revalidate());
  const headingId = useId();
  const versions = [...document.versions].sort((a, b) => b.version - a.version);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.versions}</h2>
      <ol className="versions" reversed>
        {versions.map((version) => (
          <li key={version.version}>
            <strong>{text.versionRow(version.version)}</strong>
            {version.version === document.currentVersion ? ` (${text.current})` : ""}:{" "}
            <bdi>{version.fileName}</bdi>, {dataRoomCopy.upload.states.done.toLowerCase()}{" "}
            <DateTime iso={version.uploadedAt} /> · {text.pages(version.pageCount)}
            {version.failedPages.length ? (
              <p className="failed-pages">{text.failedPages(version.failedPages.map((page) => page + 1))}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <h3>{text.replace}</h3>
      <p className="hint">{text.replaceHint}</p>
      <DropZone
        label={text.replace}
        multiple={false}
        onFiles={(files) =>
          start(
            files.slice(0, 1),
            (file) =>
              `/inbox/api${dataRoomApi.versions(document.id)}?${new URLSearchParams({ name: file.name })}`,
            refusalOf,
          )
        }
      />
      <UploadList uploads={uploads} onClear={clearFinished} />
    </section>
  );
}
