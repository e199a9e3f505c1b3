import { z } from "zod";
import { DEFAULT_ANON_KEY } from "../common/defaults.ts";

const csv = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Directory of the prerendered site (output of `npm run build`). */
  SITE_DIR: z.string().min(1).default("build/client"),
  /** PostgreSQL connection string; when unset the embedded SQLite file is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SQLITE_PATH: z.string().min(1).default("data/ucp.sqlite"),
  /** The public key the site sends as `apikey`; must match the site's build setting. */
  PUBLIC_ANON_KEY: z.string().min(8).default(DEFAULT_ANON_KEY),
  /** Other origins allowed to call the insert API from a browser (CORS). */
  ALLOWED_ORIGINS: csv.pipe(z.array(z.url())).default([]),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(50),
  /** `false`, `true`, a hop count, or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value names the variable and stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Fastify's `trustProxy` accepts a boolean, a hop count or a list of addresses. */
export function trustProxySetting(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === "true") return true;
  if (value === "false" || value === "") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(",").map((item) => item.trim());
}
