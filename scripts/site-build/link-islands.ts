import { existsSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { elements, parseHtml, serializeHtml, setAttribute } from "#common/html-tree.ts";

/**
 * Writes the hashed address of the island's script (built after the pages by
 * vite.island.config.ts) into `data-island-src` of the element it hydrates, on
 * every page that has that element. The page's inline loader reads it there,
 * so the loader's text, and so its CSP hash, never changes with the build.
 */
export async function linkIslands(
  siteDir: string,
  pages: readonly string[],
  islands: Record<string, string>,
): Promise<string[]> {
  const linked: string[] = [];
  for (const page of pages) {
    const path = join(siteDir, page);
    const html = await readFile(path, "utf8");
    if (!Object.keys(islands).some((id) => html.includes(`id="${id}"`))) continue;
    const document = parseHtml(html);
    for (const element of elements(document)) {
      const id = element.attrs.find((attribute) => attribute.name === "id")?.value;
      const src = id === undefined ? undefined : islands[id];
      if (src !== undefined) setAttribute(element, "data-island-src", src);
    }
    await writeFile(path, serializeHtml(document));
    linked.push(page);
  }
  return linked;
}

/** The entry file of a Vite manifest, as an absolute URL path. */
export function manifestEntry(manifestPath: string, entry: string): string {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: was the island built?`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file?: string }>;
  const file = manifest[entry]?.file;
  if (!file) throw new Error(`${manifestPath} has no entry for ${entry}.`);
  return `/${file}`;
}
