import { useCallback, useRef, useState } from "react";
import type { ApiResult } from "../../api.ts";
import { uploadFile } from "./upload-file.ts";

export interface Upload {
  key: number;
  name: string;
  size: number;
  sent: number;
  state: "waiting" | "sending" | "done" | "failed";
  /** The server's words when it refused the file. */
  message?: string;
}

/** How many files go up at once; the others wait their turn. */
const AT_ONCE = 3;

/**
 * Several files uploaded at once, each with its own progress; `urlOf` gives each file's
 * address (its name and the chosen type and folder in it). `onDone` runs after each success.
 */
export function useUploads(onDone: (result: ApiResult) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const update = useCallback(
    (key: number, change: Partial<Upload>) =>
      setUploads((before) =>
        before.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
      ),
    [],
  );
  const start = useCallback(
    (files: File[], urlOf: (file: File) => string, refusal: (result: ApiResult) => string) => {
      const queue = files.map((file) => ({ file, key: next.current++ }));
      // The rows are made now: the queue empties as the uploads start, before React renders.
      const rows = queue.map(({ file, key }) => ({
        key,
        name: file.name,
        size: file.size,
        sent: 0,
        state: "waiting" as const,
      }));
      setUploads((before) => [...before, ...rows]);
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const { file, key } = item;
          update(key, { state: "sending" });
          const result = await uploadFile(urlOf(file), file, (sent) => update(key, { sent })).done;
          if (result.status >= 200 && result.status < 300) {
            update(key, { state: "done", sent: file.size });
            onDone(result);
          } else update(key, { state: "failed", message: refusal(result) });
        }
      };
      const workers = Math.min(AT_ONCE, queue.length);
      for (let at = 0; at < workers; at++) void worker();
    },
    [onDone, update],
  );
  const clearFinished = useCallback(
    () =>
      setUploads((before) =>
        before.filter((upload) => upload.state === "waiting" || upload.state === "sending"),
      ),
    [],
  );
  return { uploads, start, clearFinished };
}
