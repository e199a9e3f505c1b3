import type { PageBeat } from "#common/portal-documents-api.ts";

/**
 * Sends one page-time beat. `keepalive` lets the last beat leave while the tab closes; a beat
 * lost to the network is time not counted, never an error shown to the reader. A beat
 * refused because access ended tells the open viewer so (`onEnded`).
 */
export function sendBeat(path: string, beat: PageBeat, onEnded?: () => void) {
  void fetch(`/portal/api${path}`, {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(beat),
  })
    .then(async (response) => {
      if (response.status !== 403) return;
      const body = (await response.json()) as { code?: unknown };
      if (body.code === "access_ended") onEnded?.();
    })
    .catch(() => undefined);
}
