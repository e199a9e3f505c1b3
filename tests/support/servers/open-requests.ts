import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** How long an answer may wait, once a close begins, for a client that reads none of it. */
const UNREAD_GRACE_MS = 2000;
const SWEEP_MS = 250;

interface OpenRequest {
  method: string;
  path: string;
  since: number;
  /** The connection's bytes handed to the kernel when the sweep last saw them grow. */
  written?: number;
  /** Since when the answer has waited on its client without a byte going out. */
  stalledSince?: number;
}

/**
 * The requests a test server has under way. A test that checks only an answer's status
 * leaves its body unread; once the kernel's buffers are full (a large body, or a loaded
 * machine), the server cannot finish writing it, the connection stays busy, and the
 * server's close waits on a client that will never read. `whileClosing` ends a connection
 * whose answer has bytes waiting to go out and sent none for UNREAD_GRACE_MS, as a
 * client gone away would. A request still being handled, or an event stream with nothing
 * to send, has no bytes waiting and is left alone; `describe` names it if the close hangs.
 */
export function trackOpenRequests(server: Server) {
  const open = new Map<ServerResponse, OpenRequest>();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    // The path only: page and download addresses carry signed tokens in their query.
    const path = (request.url ?? "").split("?")[0] ?? "";
    open.set(response, { method: request.method ?? "", path, since: Date.now() });
    response.once("close", () => open.delete(response));
  });

  const sweep = () => {
    const now = Date.now();
    for (const [response, request] of open) {
      const socket = response.socket;
      if (!socket || socket.writableLength === 0 || socket.bytesWritten !== request.written) {
        request.written = socket?.bytesWritten;
        request.stalledSince = undefined;
        continue;
      }
      request.stalledSince ??= now;
      if (now - request.stalledSince >= UNREAD_GRACE_MS) socket.destroy();
    }
  };

  return {
    /** Sweeps while `closing` runs, then stops. */
    whileClosing(closing: Promise<unknown>) {
      const timer = setInterval(sweep, SWEEP_MS);
      sweep();
      void closing.finally(() => clearInterval(timer)).catch(() => undefined);
    },
    describe: () =>
      [...open].map(([response, request]) => ({
        request: `${request.method} ${request.path}`,
        seconds: Math.round((Date.now() - request.since) / 100) / 10,
        answered: response.writableEnded,
      })),
  };
}

export type OpenRequests = ReturnType<typeof trackOpenRequests>;
