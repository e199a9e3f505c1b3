import "../data-room.css";
import { useId, useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import { Page } from "#app/ui/page.tsx";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { batchLoader } from "../data-room-loaders.ts";
import { dataRoomApi, dataRoomPath } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { DropZone } from "../uploads/drop-zone.tsx";
import { UploadList } from "../uploads/upload-list.tsx";
import { useUploads } from "../uploads/use-uploads.ts";
import { MatchTable } from "./match-table.tsx";

const text = dataRoomCopy.batch;

/**
 * A batch of statements: files dropped here are matched to organisations by name; the
 * match table shows the result, an unmatched or ambiguous row is fixed by choosing its
 * organisation, and only a table with every row matched can be published.
 */
export function BatchScreen() {
  const { batch, access } = useLoaderData<typeof batchLoader>();
  const revalidator = useRevalidator();
  const { uploads, start, clearFinished } = useUploads(() => void revalidator.revalidate());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const tableId = useId();
  const draft = batch.status === "draft";
  const publish = async () => {
    setBusy(true);
    const result = await api(dataRoomApi.publishBatch(batch.id), { method: "POST" });
    setBusy(false);
    setError(result.status === 200 ? undefined : refusalOf(result));
    void revalidator.revalidate();
  };
  return (
    <Page heading={batch.title} wide>
      <p>
        <Link to={dataRoomPath.deal(batch.dealId)}>{dataRoomCopy.back}</Link>
      </p>
      <p className="meta">
        <span>{dataRoomCopy.types[batch.type]}</span>
        <span>{dataRoomCopy.list.statuses[batch.status]}</span>
      </p>
      {draft ? (
        <>
          <p className="hint">{text.text}</p>
          <DropZone
            onFiles={(files) =>
              start(
                files,
                (file) =>
                  `/inbox/api${dataRoomApi.batchFiles(batch.id)}?${new URLSearchParams({ name: file.name })}`,
                refusalOf,
              )
            }
          />
          <UploadList uploads={uploads} onClear={clearFinished} />
        </>
      ) : null}
      <section aria-labelledby={tableId}>
        <h2 id={tableId}>{text.matchHeading}</h2>
        <MatchTable batch={batch} access={access} onChanged={() => void revalidator.revalidate()} />
      </section>
      {draft ? (
        <>
          {batch.publishable ? null : <p className="notice">{text.blocked}</p>}
          <FormError message={error} />
          <Button
            onClick={() => void publish()}
            disabled={busy || !batch.publishable || batch.files.length === 0}
          >
            {text.publish}
          </Button>
        </>
      ) : (
        <p role="status">{text.published}</p>
      )}
    </Page>
  );
}
