import { resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

/** Serves the prerendered site. */
export async function registerSite(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, { root: resolve(config.SITE_DIR), preCompressed: true });
}
