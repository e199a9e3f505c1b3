// The slow and oversized clients of part 4, each one raw-socket exchange with the server.
import { connect, type Socket } from "node:net";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";
import { exchange, pour, type RawExchange, trickle } from "../support/raw-socket.ts";

const API_HEADERS = `apikey: ${DEFAULT_ANON_KEY}\r\nauthorization: Bearer ${DEFAULT_ANON_KEY}\r\ncontent-type: application/json\r\n`;
export const HUNDRED_MB = 100 * 1024 * 1024;

/** A valid insert whose body arrives one byte every 100 ms: it cannot finish before the timeout. */
export function trickledBody(
  port: number,
  onStart: (counter: { readonly sent: number }) => void = () => undefined,
): Promise<RawExchange> {
  const body = JSON.stringify({ name: "Slow", email: "slow@example.com", message: "x".repeat(400) });
  return exchange(port, (socket, counter) => {
    socket.write(
      `POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: x\r\n${API_HEADERS}content-length: ${body.length}\r\n\r\n`,
    );
    trickle(socket, counter, body, 100);
    onStart(counter);
  });
}

/** Header lines arriving one byte every 100 ms, never finished. */
export function trickledHeaders(port: number): Promise<RawExchange> {
  return exchange(port, (socket, counter) =>
    trickle(socket, counter, `GET / HTTP/1.1\r\nHost: x\r\n${"X-Slow: yes\r\n".repeat(200)}`, 100),
  );
}

/** A header block of `bytes` bytes on a page or on the API. */
export function headerBlock(
  port: number,
  bytes: number,
  path: "/" | "/rest/v1/contact_submissions",
): Promise<RawExchange> {
  const filler = `X-Filler: ${"a".repeat(Math.max(0, bytes - 200))}\r\n`;
  const head =
    path === "/"
      ? `GET / HTTP/1.1\r\nHost: x\r\n`
      : `POST ${path} HTTP/1.1\r\nHost: x\r\n${API_HEADERS}content-length: 2\r\n`;
  return exchange(
    port,
    (socket) => socket.write(`${head}${filler}Connection: close\r\n\r\n${path === "/" ? "" : "{}"}`),
    20_000,
  );
}

/** A 100 MB insert, announced with Content-Length or streamed in chunks. */
export function hugeBody(port: number, chunked: boolean): Promise<RawExchange> {
  const length = chunked ? "transfer-encoding: chunked" : `content-length: ${HUNDRED_MB}`;
  return exchange(
    port,
    (socket, counter) => {
      socket.write(
        `POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: x\r\n${API_HEADERS}${length}\r\n\r\n`,
      );
      pour(socket, counter, HUNDRED_MB, chunked);
    },
    30_000,
    true,
  );
}

export interface IdleCrowd {
  /** How many the server has closed so far. */
  closed(): number;
  /** Resolves when all are closed, or after `limitMs`. */
  allClosed(limitMs: number): Promise<number>;
  destroy(): void;
}

/** `count` connections that send nothing at all. */
export async function idleCrowd(port: number, count: number): Promise<IdleCrowd> {
  let closed = 0;
  const sockets: Socket[] = [];
  const waiters: (() => void)[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(port, "127.0.0.1", () => resolve());
          // Read (and drop) what arrives: a paused socket never sees the server's FIN.
          socket.resume();
          socket.on("error", () => resolve());
          socket.on("close", () => {
            closed++;
            if (closed === count) for (const wake of waiters) wake();
          });
          sockets.push(socket);
        }),
    ),
  );
  const started = performance.now();
  return {
    closed: () => closed,
    allClosed: (limitMs) =>
      new Promise((resolve) => {
        const finish = () => resolve(performance.now() - started);
        if (closed === count) return finish();
        waiters.push(finish);
        setTimeout(finish, limitMs);
      }),
    destroy: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
