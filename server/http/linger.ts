import type { FastifyReply, FastifyRequest } from "fastify";

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const LINGER_MS = 2000;

/**
 * A body over the limit is refused (413) before it has arrived. Fastify then closes the
 * connection at once, and the kernel answers the bytes the client is still sending with
 * a reset, which throws away the 413 if the client has not read it yet: it sees
 * "connection reset" instead of an answer (9 of 10 concurrent 100 MB uploads in the
 * reliability suite). Like nginx's lingering close, the rest of the body is read and
 * dropped instead (nothing is kept in memory), for at most LINGER_MS; a client still
 * sending after that is cut off. One that finishes may reuse the connection.
 */
export function lingerAfterRefusal(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader("connection");
  reply.raw.once("finish", () => {
    const incoming = request.raw;
    if (incoming.complete) return;
    // Node reads and drops the unread body of a finished response on a kept-alive connection.
    incoming.resume();
    const cut = setTimeout(() => incoming.socket.destroy(), LINGER_MS);
    cut.unref();
    incoming.once("end", () => clearTimeout(cut));
    incoming.socket.once("close", () => clearTimeout(cut));
  });
}
