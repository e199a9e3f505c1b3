import { connect, createServer, type Server } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * With HOST=localhost Fastify listens on every address the name resolves to; on a machine
 * whose hosts file maps localhost to 127.0.0.1 only, http://[::1]:PORT would then refuse
 * to connect, though the README's loopback names should all open the staff screens. This
 * forwards connections on [::1]:PORT to 127.0.0.1:PORT, byte for byte (the Host header,
 * and with it the origin checks, are the browser's). Nothing happens where ::1 is already
 * served or IPv6 is off.
 */
export async function serveIpv6Loopback(app: FastifyInstance, host: string, port: number): Promise<void> {
  if (host !== "localhost") return;
  if (app.addresses().some((address) => typeof address === "object" && address.address === "::1")) return;
  const forwarder: Server = createServer((socket) => {
    const upstream = connect(port, "127.0.0.1");
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  const listening = await new Promise<boolean>((resolve) => {
    forwarder.once("error", () => resolve(false));
    forwarder.listen(port, "::1", () => resolve(true));
  });
  if (!listening) return;
  // Listening has started, so no onClose hook can be added: follow the server's own close.
  app.server.once("close", () => forwarder.close());
}
