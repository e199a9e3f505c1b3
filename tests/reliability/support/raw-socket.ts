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
}

/** Connects, lets `talk` write, and resolves when the server closes the connection (or `limitMs` passes). */
export function exchange(
  port: number,
  talk: (socket: Socket, counter: { sent: number }) => void,
  limitMs = 60_000,
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
    });
    // EPIPE and ECONNRESET are how a refused upload ends; the close tells the story.
    socket.on("error", () => undefined);
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
