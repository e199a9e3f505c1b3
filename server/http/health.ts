import type { FastifyInstance } from "fastify";
import type { SubmissionStore } from "../store/index.ts";

/**
 * /healthz: ready to take inquiries (the database answers a trivial query), 503 if not;
 * what a load balancer should route by. /livez: the process answers at all, with no
 * I/O; what a restart policy should watch, and the ceiling route of the API benchmark.
 */
export function registerHealth(app: FastifyInstance, store: SubmissionStore): void {
  app.get("/livez", async () => ({ status: "ok" }));
  app.get("/healthz", async (request, reply) => {
    try {
      await store.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unavailable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
