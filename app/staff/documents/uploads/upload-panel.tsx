import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { DocumentType } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { TypeSelect } from "../type-select.tsx";
import { DropZone } from "./drop-zone.tsx";
import { UploadList } from "./upload-list.tsx";
import { useUploads } from "./use-uploads.ts";

const text = dataRoomCopy.upload;

/**
 * Uploading into a deal: the type and folder the next files get, then the files, dropped or
 * picked, several at once, each with its progress; every upload becomes a draft.
 */
export function UploadPanel({ dealId }: { dealId: string }) {
  const revalidator = useRevalidator();
  const { uploads, start, clearFinished } = useUploads(() => void revalidator.revalidate());
  const [type, setType] = useState<DocumentType>("data_room");
  const [folder, setFolder] = useState("");
  const headingId = useId();
  const folderId = useId();
  const onFiles = (files: File[]) =>
    start(
      files,
      (file) =>
        `/inbox/api${dataRoomApi.documents(dealId)}?${new URLSearchParams({
          name: file.name,
          type,
          folder: folder.trim(),
        })}`,
      refusalOf,
    );
  return (
    <section aria-labelledby={headingId} className="upload-panel">
      <h2 id={headingId}>{text.heading}</h2>
      <p className="hint">{text.text}</p>
      <div className="upload-choices">
        <TypeSelect value={type} onChange={setType} />
        <div className="field">
          <label htmlFor={folderId}>{text.folder}</label>
          <span id={`${folderId}-hint`} className="hint">
            {text.folderHint}
          </span>
          <input
            id={folderId}
            value={folder}
            maxLength={200}
            aria-describedby={`${folderId}-hint`}
            onChange={(event) => setFolder(event.currentTarget.value)}
          />
        </div>
      </div>
      <DropZone onFiles={onFiles} />
      <UploadList uploads={uploads} onClear={clearFinished} />
    </section>
  );
}
