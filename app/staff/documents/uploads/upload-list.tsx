import { Button } from "#app/ui/button.tsx";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { Upload } from "./use-uploads.ts";

const text = dataRoomCopy.upload;

/** Each file's progress bar and state; a refused file says why. */
export function UploadList({ uploads, onClear }: { uploads: Upload[]; onClear: () => void }) {
  if (uploads.length === 0) return null;
  const finished = uploads.some((upload) => upload.state === "done" || upload.state === "failed");
  return (
    <>
      <ul className="uploads" aria-label={text.list}>
        {uploads.map((upload) => {
          const percent = upload.size ? Math.min(100, Math.round((upload.sent / upload.size) * 100)) : 100;
          return (
            <li key={upload.key} className={`upload is-${upload.state}`}>
              <span className="upload-name">
                <bdi>{upload.name}</bdi>
              </span>
              <progress max={100} value={percent} aria-label={text.sent(upload.name, percent)}>
                {percent}%
              </progress>
              <span className="upload-state" role={upload.state === "failed" ? "alert" : undefined}>
                {text.states[upload.state]}
                {upload.message ? `: ${upload.message}` : ""}
              </span>
            </li>
          );
        })}
      </ul>
      {finished ? (
        <Button variant="link" onClick={onClear}>
          {text.clear}
        </Button>
      ) : null}
    </>
  );
}
