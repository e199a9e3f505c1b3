import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { errorAnswer } from "#server/site/error-page.ts";

/*
 * Some requests are refused by Node's HTTP parser before Fastify sees them: a malformed
 * request line, Content-Length with Transfer-Encoding, obs-fold, a bare LF (400), a
 * header block past the limit (431), a request that did not arrive in time (408), an
 * Expect other than 100-continue (417). Left to Node and Fastify, these answers carried
 * no security headers and, under /rest/v1, Fastify's {"error","message","statusCode"}
 * instead of PostgREST's shape. Here they are written as raw HTTP responses in the
 * project's shape, as far as the request was read: without a readable request line the
 * path is unknown and the site's HTML page is the answer.
 */

type Headers = Record<string, string>;

function rawResponse(status: number, path: string | undefined, headers: Headers): string {
  const answer = errorAnswer(status, path);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `content-type: ${answer.contentType}`,
    `content-length: ${Buffer.byteLength(answer.body)}`,
    "cache-control: no-store",
    "connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${answer.body}`;
}

function statusOf(code: string | undefined): number {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  return 400;
}

/** Node's own bookkeeping: the response under way on this socket, if the headers were parsed. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse & { req?: IncomingMessage } };

/** The request's path: from the request Node parsed, or the request line of the bytes it choked on. */
function pathOf(error: Error & { rawPacket?: unknown }, socket: HttpSocket): string | undefined {
  const parsed = socket._httpMessage?.req?.url;
  if (parsed !== undefined) return parsed;
  if (!Buffer.isBuffer(error.rawPacket)) return undefined;
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ (\S+) HTTP\//.exec(error.rawPacket.toString("latin1"))?.[1];
}

/** Fastify's `clientErrorHandler` option: called with the Fastify instance as `this`. */
export function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const http = socket as HttpSocket;
  // The answer has started: nothing can be added to it, the connection is cut.
  if (http._httpMessage?.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  this.log.debug({ err: error }, "client error");
  const headers = this.securityHeadersFor?.({ protocol: "http" }) ?? {};
  socket.end(rawResponse(statusOf(error.code), pathOf(error, http), headers));
  // A client that never reads its answer does not hold the socket open.
  setTimeout(() => socket.destroy(), 2000).unref();
}

/** Answers an `Expect` that is not 100-continue (417) in the project's shape, not Node's bare one. */
export function answerExpectationFailed(app: FastifyInstance): void {
  app.server.on("checkExpectation", (request: IncomingMessage, response: ServerResponse) => {
    const answer = errorAnswer(417, request.url);
    response.writeHead(417, {
      ...app.securityHeadersFor?.({ protocol: "http" }),
      "content-type": answer.contentType,
      "content-length": Buffer.byteLength(answer.body),
      "cache-control": "no-store",
      connection: "close",
    });
    response.end(answer.body);
  });
}
