// The three sites the Lighthouse benchmark compares, made from one build:
// the build itself with a floor copy of every page beside it (same server), and
// a peer that serves React Router's client-rendered shell at every page's path.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { elements, getAttribute, parseHtml, serializeHtml, setText, textOf } from "#common/html-tree.ts";
import type { SecurityManifest } from "#common/security-manifest.ts";
import { inlineHashes } from "../../scripts/site-build/inline-hashes.ts";
import { precompress } from "../../scripts/site-build/precompress.ts";

/** Where the floor copy of a page is served, on the same server as the page. */
export const floorPath = (route: string) => `/__floor${route === "/" ? "" : route}`;

const pageFile = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`);

/**
 * The floor of a page: the same HTML with every script (inline, external, data
 * blocks, speculation rules) and every web font removed; the metric-matched
 * local fallbacks stay, as they cost nothing.
 */
export function floorOf(html: string): string {
  const document = parseHtml(html);
  for (const element of [...elements(document)]) {
    const isScript = element.tagName === "script" || element.tagName === "noscript";
    const isFontLink =
      element.tagName === "link" &&
      /font/.test(`${getAttribute(element, "as")} ${getAttribute(element, "href")}`);
    if ((isScript || isFontLink) && element.parentNode) {
      element.parentNode.childNodes = element.parentNode.childNodes.filter((child) => child !== element);
    }
    if (element.tagName === "style") {
      setText(element, textOf(element).replace(/@font-face\s*{[^}]*url\([^}]*}/g, ""));
    }
  }
  return serializeHtml(document);
}

export interface BenchSites {
  /** The build, with `floorPath(route)` pages added. */
  siteDir: string;
  /** Every route answered with the client-rendered shell. */
  peerDir: string;
}

export async function prepareBenchSites(buildDir: string, routes: readonly string[]): Promise<BenchSites> {
  const root = mkdtempSync(join(tmpdir(), "ucp-bench-sites-"));
  const siteDir = join(root, "site", "client");
  const peerDir = join(root, "peer", "client");
  cpSync(join(buildDir, "client"), siteDir, { recursive: true });
  cpSync(join(buildDir, "client"), peerDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(buildDir, "security.json"), "utf8")) as SecurityManifest;

  const written: string[] = [];
  const shell = readFileSync(join(siteDir, "__spa-fallback.html"), "utf8");
  for (const route of routes) {
    const source = readFileSync(join(siteDir, pageFile(route)), "utf8");
    const floor = pageFile(floorPath(route));
    mkdirSync(dirname(join(siteDir, floor)), { recursive: true });
    writeFileSync(join(siteDir, floor), floorOf(source));
    written.push(floor);
    writeFileSync(join(peerDir, pageFile(route)), shell);
  }
  await precompress(siteDir, written);
  await precompress(peerDir, routes.map(pageFile));

  // The floor pages add no inline code; the shell adds React Router's own.
  writeFileSync(join(root, "site", "security.json"), JSON.stringify(manifest));
  const shellHashes = inlineHashes(shell);
  writeFileSync(
    join(root, "peer", "security.json"),
    JSON.stringify({
      ...manifest,
      scriptHashes: [...new Set([...manifest.scriptHashes, ...shellHashes.scripts])],
      styleHashes: [...new Set([...manifest.styleHashes, ...shellHashes.styles])],
    }),
  );
  return { siteDir, peerDir };
}
