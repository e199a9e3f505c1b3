// `npm run bench` (part 1): Lighthouse, mobile defaults, against the production
// server for every prerendered route. Prints figures and the budgets beside them;
// it never fails on a figure (speed is measured here, not asserted in tests).
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/system-deps.ts";
import { ensureBuild, startServer } from "./support/server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Every prerendered page, found from the build so a new route is measured without editing this file. */
function prerenderedRoutes(root = "build/client"): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "index.html") routes.push(`/${relative(root, dir)}`.replace(/\/$/, "") || "/");
    }
  };
  walk(root);
  return routes.filter((route) => route !== "/404").sort();
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  priority?: string;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

ensureBuild();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
});

const rows: string[][] = [];
try {
  for (const route of prerenderedRoutes()) {
    const result = await lighthouse(`${server.url}${route}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const bytesOf = (types: string[]) =>
      requests
        .filter((r) => types.includes(r.resourceType ?? ""))
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const scores = CATEGORIES.map((id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)));
    rows.push([
      route,
      ...scores,
      `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(3),
      kb(audit("total-byte-weight")),
      kb(bytesOf(["Script"])),
      // The document and its render-blocking stylesheets: what must arrive before first paint.
      kb(bytesOf(["Document", "Stylesheet"])),
    ]);
    for (const [id, category] of Object.entries(lhr.categories)) {
      if ((category.score ?? 0) < 1) {
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        console.log(`  ${route} ${id}: below 100 because of ${failing.join(", ") || "(no weighted audit)"}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const header = [
  "route",
  "perf",
  "a11y",
  "best",
  "seo",
  "LCP",
  "TBT",
  "CLS",
  "transfer",
  "JS (br)",
  "HTML+CSS",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
console.log(`\nLighthouse (mobile, simulated throttling) against the production server`);
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  "\nBudgets: every category 100; LCP <= 1.00 s; TBT <= 50 ms; CLS <= 0.010; JS <= 120 KB; HTML+CSS <= 14 KB.",
);
