import type { FastifyInstance } from "fastify";
import type { SubmissionStore } from "#server/store/index.ts";

/** Whether this instance wants new traffic; a stopping one says no before it stops serving. */
export interface Readiness {
  readonly draining: boolean;
  /** From now on /healthz answers 503, while every route keeps serving. */
  drain(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * /healthz: ready to take inquiries (the database answers a trivial query, and the
 * instance is not shutting down), 503 if not; what a load balancer should route by.
 * /livez: the process answers at all, with no I/O; what a restart policy should watch,
 * and the ceiling route of the API benchmark.
 */
export function registerHealth(app: FastifyInstance, store: SubmissionStore): void {
  let draining = false;
  app.decorate("readiness", {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies Readiness);
  app.get("/livez", async () => ({ status: "ok" }));
  app.get("/healthz", async (request, reply) => {
    if (draining) return reply.code(503).send({ status: "draining" });
    try {
      await store.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unavailable");
      return reply.code(503).send({ status: "unavailable" });
    }
  });
}
