// `npm run bench` (part 1): Lighthouse, mobile defaults, for every page against
// its floor (the same page with its scripts and web fonts removed, served by the
// same server) and against a client-rendered peer (React Router's single-page
// shell at the same path: what the site once was). Rounds are interleaved so
// the machine's load falls on all three alike; medians are printed with the
// budgets beside them. It prints figures and never fails on one.
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PAGES } from "#app/site/content/pages.ts";
import { browserEnv, CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/system-deps.ts";
import { floorPath, prepareBenchSites } from "./support/bench-sites.ts";
import { ensureBuild, startServer } from "./support/server.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The contact page hosts the form's island; every other page is a content page. */
const ISLAND_PAGE = PAGES.contact.path;
// The 404 page is left out: Lighthouse refuses to measure a document answered with 404.
const ROUTES = Object.values(PAGES).map((page) => page.path);

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

interface Run {
  perf: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Compressed script bytes asked for before, and after, the load event. */
  jsBeforeLoad: number;
  jsAfterLoad: number;
}

type Variant = "page" | "floor" | "peer";

ensureBuild();
const sites = await prepareBenchSites(resolve("build"), ROUTES);
const server = await startServer({ SITE_DIR: sites.siteDir });
const peer = await startServer({ SITE_DIR: sites.peerDir });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  envVars: browserEnv(),
});

const urlOf = (variant: Variant, route: string) =>
  variant === "peer"
    ? `${peer.url}${route}`
    : `${server.url}${variant === "floor" ? floorPath(route) : route}`;

async function measure(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.log(`  ${url}: ${lhr.runtimeError.code} (this run is left out)`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)
    ?.items?.[0];
  const loadAt = metrics?.observedLoad ?? Number.POSITIVE_INFINITY;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const bytes = (items: NetworkItem[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    perf: lhr.runtimeError ? Number.NaN : Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBeforeLoad: bytes(scripts.filter((r) => (r.networkRequestTime ?? 0) < loadAt)),
    jsAfterLoad: bytes(scripts.filter((r) => (r.networkRequestTime ?? 0) >= loadAt)),
  };
}

const runs = new Map<string, Run[]>();
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const route of ROUTES) {
      for (const variant of ["page", "floor", "peer"] as const) {
        const key = `${route} ${variant}`;
        runs.set(key, [...(runs.get(key) ?? []), await measure(urlOf(variant, route))]);
      }
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }
} finally {
  await chrome.kill();
  await Promise.all([server.stop(), peer.stop()]);
}

/** Of the runs that produced the figure (Lighthouse gives none when a run errors). */
function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
const med = (key: string, pick: (run: Run) => number) => median((runs.get(key) ?? []).map(pick));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const header = [
  "route",
  "variant",
  "perf",
  "LCP",
  "FCP",
  "TBT",
  "CLS",
  "LCP/floor",
  "JS before load",
  "JS after load",
];
const rows: string[][] = [];
for (const route of ROUTES) {
  const floorLcp = med(`${route} floor`, (run) => run.lcp);
  for (const variant of ["page", "floor", "peer"] as const) {
    const key = `${route} ${variant}`;
    rows.push([
      variant === "page" ? route : "",
      variant,
      String(med(key, (run) => run.perf)),
      seconds(med(key, (run) => run.lcp)),
      seconds(med(key, (run) => run.fcp)),
      `${Math.round(med(key, (run) => run.tbt))} ms`,
      med(key, (run) => run.cls).toFixed(3),
      `${(med(key, (run) => run.lcp) / floorLcp).toFixed(2)}x`,
      kb(med(key, (run) => run.jsBeforeLoad)),
      kb(med(key, (run) => run.jsAfterLoad)),
    ]);
  }
}
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
console.log(`\nLighthouse (mobile, simulated throttling), median of ${ROUNDS} interleaved rounds`);
console.log("page: as built; floor: same page without scripts and web fonts; peer: client-rendered shell\n");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `\nBudgets (page rows): perf 100; LCP/floor <= 1.05x; TBT 0 ms; CLS 0; JS 0 KB on content pages; ` +
    `${ISLAND_PAGE} <= 80 KB of script, none of it before load.`,
);
