import type { PageBeat } from "../../../common/portal-documents-api.ts";

/**
 * Sends one page-time beat. `keepalive` lets the last beat leave while the tab closes; a beat
 * lost to the network is time not counted, never an error shown to the reader.
 */
export function sendBeat(path: string, beat: PageBeat) {
  void fetch(`/portal/api${path}`, {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(beat),
  }).catch(() => undefined);
}
