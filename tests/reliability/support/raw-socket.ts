// A bare TCP client for what no HTTP client will send: bytes one at a time, a header
// block past the limit, a body of 100 MB that the server should refuse before the end.
import { connect, type Socket } from "node:net";

export interface RawExchange {
  /** The status of the first response line, 0 when none arrived. */
  status: number;
  /** Milliseconds from connecting to the first response byte, or to the close. */
  answeredMs: number | undefined;
  closedMs: number;
  /** Bytes the client managed to send before the answer or the close. */
  sentBeforeAnswer: number;
  sent: number;
  response: string;
  /** The socket error that ended the exchange, if any (EPIPE and ECONNRESET are expected for refused uploads). */
  error?: string;
}

/**
 * Connects, lets `talk` write, and resolves when the connection closes: closed by the
 * server, by `limitMs`, or by the client once a whole response has arrived if
 * `closeOnAnswer` (a kept-alive connection would otherwise stay open).
 */
export function exchange(
  port: number,
  talk: (socket: Socket, counter: { sent: number }) => void,
  limitMs = 60_000,
  closeOnAnswer = false,
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const started = performance.now();
    const counter = { sent: 0 };
    let response = "";
    let answeredMs: number | undefined;
    let sentBeforeAnswer = 0;
    const limit = setTimeout(() => socket.destroy(), limitMs);
    socket.on("data", (chunk: Buffer) => {
      if (answeredMs === undefined) {
        answeredMs = performance.now() - started;
        sentBeforeAnswer = counter.sent;
      }
      if (response.length < 4096) response += chunk.toString("latin1");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(response)?.[1] ?? Number.NaN);
      const head = response.indexOf("\r\n\r\n");
      if (closeOnAnswer && head !== -1 && response.length >= head + 4 + length) socket.destroy();
    });
    // EPIPE and ECONNRESET are how a refused upload ends; the close tells the story.
    let error: string | undefined;
    socket.on("error", (cause) => {
      error ??= cause.message;
    });
    socket.on("close", () => {
      clearTimeout(limit);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
      resolve({
        status,
        answeredMs,
        closedMs: performance.now() - started,
        sentBeforeAnswer,
        sent: counter.sent,
        response,
        ...(error === undefined ? {} : { error }),
      });
    });
    socket.on("connect", () => talk(socket, counter));
  });
}

/** Writes `text` one byte per `everyMs` until done or the socket closes. */
export function trickle(socket: Socket, counter: { sent: number }, text: string, everyMs: number): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++] ?? "");
    counter.sent++;
  }, everyMs);
  socket.on("close", () => clearInterval(timer));
}

/** Streams `total` bytes of body as fast as the socket takes them, chunked or not. */
export function pour(socket: Socket, counter: { sent: number }, total: number, chunked: boolean): void {
  const chunk = Buffer.alloc(64 * 1024, "a");
  const frame = chunked
    ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
    : chunk;
  const pump = () => {
    while (!socket.destroyed && counter.sent < total) {
      counter.sent += chunk.length;
      if (!socket.write(frame)) return void socket.once("drain", pump);
    }
    if (!socket.destroyed && chunked) socket.write("0\r\n\r\n");
  };
  pump();
}
