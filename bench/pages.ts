// `npm run bench` (part 2): page load on the production server. Every page, as a
// browser asks for it (brotli), 50 connections for BENCH_SECONDS (default 5) each.
import { createRequire } from "node:module";
import { PAGES } from "#app/site/content/pages.ts";
import { ensureBuild, startServer } from "./support/server.ts";

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

/** Every page, from the same table the site routes, and an unknown path (the 404 page). */
const ROUTES = [...Object.values(PAGES).map((page) => page.path), "/no-such-page"];
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

ensureBuild();
const server = await startServer();
console.log(`\nPage load: 50 connections, ${seconds} s per route, Accept-Encoding: br, gzip`);
console.log("route            req/s    p50 ms  p99 ms  MB/s   errors  non-2xx");
try {
  for (const route of ROUTES) {
    const result = await autocannon({
      url: `${server.url}${route}`,
      connections: 50,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
    });
    const cells = [
      route.padEnd(16),
      String(Math.round(result.requests.average)).padStart(6),
      String(result.latency.p50).padStart(9),
      String(result.latency.p99).padStart(7),
      (result.throughput.average / 1e6).toFixed(1).padStart(6),
      String(result.errors).padStart(7),
      // The unknown path is expected to answer 404: that is its correct answer.
      String(result.non2xx).padStart(8),
    ];
    console.log(cells.join(" "));
  }
} finally {
  await server.stop();
}
