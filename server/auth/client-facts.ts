import type { FastifyRequest } from "fastify";

/** Who is asking, for limits and the audit log: Fastify's proxy-aware address and the agent. */
export function clientFacts(request: FastifyRequest): { ip: string; userAgent: string | null } {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : null };
}
