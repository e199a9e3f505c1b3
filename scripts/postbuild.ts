// Runs after `react-router build` and the island build (see `npm run build`):
// turns the prerendered site into something both the Node server and a static
// host can serve safely.
import { copyFile, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { CONTACT_ISLAND_ID } from "#app/site/contact/contact-model.ts";
import { isServedFile, listSiteFiles, NOT_FOUND_PAGE } from "#common/build-files.ts";
import { type SecurityManifest, securityManifestPath } from "#common/security-manifest.ts";
import { ISLAND_ENTRY } from "../vite.island.config.ts";
import { headersFile } from "./site-build/headers-file.ts";
import { inlineHashes } from "./site-build/inline-hashes.ts";
import { linkIslands, manifestEntry } from "./site-build/link-islands.ts";
import { precompress } from "./site-build/precompress.ts";
import { dataApiOrigins, publicEnv, publicEnvFingerprint } from "./site-build/public-env.ts";

const siteDir = resolve(import.meta.dirname, "..", "build", "client");
const files = listSiteFiles(siteDir).filter((file) => !/\.(br|gz)$/.test(file));
if (!files.includes("/index.html")) {
  console.error(`postbuild: ${siteDir}/index.html is missing; did \`react-router build\` succeed?`);
  process.exit(1);
}

const pages = files.filter((file) => file.endsWith(".html") && isServedFile(file));

// 0. The contact form's island: its script's hashed address into the page that hosts it.
const islandSrc = manifestEntry(join(siteDir, ".vite", "island-manifest.json"), ISLAND_ENTRY);
const islandPages = await linkIslands(siteDir, pages, { [CONTACT_ISLAND_ID]: islandSrc });
if (islandPages.length === 0) {
  console.error(`postbuild: no page has the element #${CONTACT_ISLAND_ID} the contact island hydrates.`);
  process.exit(1);
}

// 1. CSP hashes of every inline script and style of every page the server can answer with.
const scripts = new Set<string>();
const styles = new Set<string>();
const styleAttributes = new Set<string>();
/** Inline script the browser runs must stay small: it is in every page's first response. */
const INLINE_SCRIPT_BUDGET = 1024;
for (const page of pages) {
  const found = inlineHashes(await readFile(join(siteDir, page), "utf8"));
  if (found.scriptBytes > INLINE_SCRIPT_BUDGET) {
    console.warn(
      `postbuild: ${page} has ${found.scriptBytes} B of inline script (budget ${INLINE_SCRIPT_BUDGET} B).`,
    );
  }
  for (const hash of found.scripts) scripts.add(hash);
  for (const hash of found.styles) styles.add(hash);
  for (const hash of found.styleAttributes) styleAttributes.add(hash);
}

// 2. The manifest the server reads at start, beside (not inside) the served directory.
const env = publicEnv();
const manifest: SecurityManifest = {
  version: 1,
  // One policy for every page: the union is a few hundred bytes and lets the
  // server and the static-host file send the same header everywhere.
  scriptHashes: [...scripts].sort(),
  styleHashes: [...styles].sort(),
  styleAttributeHashes: [...styleAttributes].sort(),
  connectOrigins: dataApiOrigins(env),
  publicEnvFingerprint: publicEnvFingerprint(env),
};
const manifestPath = securityManifestPath(siteDir);
await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

// 3. The same headers for Netlify / Cloudflare Pages.
const headers = headersFile(manifest);
await writeFile(join(siteDir, "_headers"), headers.text);
if (headers.tooLong.length > 0) {
  console.warn(
    `postbuild: _headers lines over 2000 characters (Cloudflare Pages drops them): ${headers.tooLong}`,
  );
}

// 4. Brotli and gzip variants of every text file, once, here.
const compressed = await precompress(siteDir, files.filter(isServedFile));

// 5. Static hosts answer unknown paths with /404.html.
if (files.includes(NOT_FOUND_PAGE)) {
  await copyFile(join(siteDir, NOT_FOUND_PAGE), join(siteDir, "404.html"));
} else {
  console.warn(`postbuild: no ${NOT_FOUND_PAGE}; unknown paths will get a plain 404.`);
}

const total = (pick: (entry: (typeof compressed)[number]) => number | undefined) =>
  compressed.reduce((sum, entry) => sum + (pick(entry) ?? entry.bytes), 0);
console.log(
  [
    `postbuild: island ${islandSrc} linked into ${islandPages.join(", ")}`,
    `postbuild: ${pages.length} HTML pages, ${scripts.size} inline script hashes, ` +
      `${styles.size + styleAttributes.size} inline style hashes -> ${relative(process.cwd(), manifestPath)}`,
    `postbuild: connect-src 'self' ${manifest.connectOrigins.join(" ")}`.trimEnd(),
    `postbuild: ${compressed.length} text files, ${total((e) => e.bytes)} B -> br ${total((e) => e.br)} B, gzip ${total((e) => e.gz)} B`,
  ].join("\n"),
);
