// The script a client-rendered app (staff, portal) loads for its first screen, compressed,
// beside the 150 KB budget: the entry chunk, every chunk it imports, and the screen's own
// lazy chunks. Sizes come from the build's manifest, so nothing is guessed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export const BUDGET_KB = 150;

/** Prints one line per screen: files, raw, gzip and brotli KB, and the budget's verdict. */
export function reportAppScriptSize(title: string, dir: string, screens: Record<string, string[]>): void {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`The build in ${dir} has no entry in its manifest.`);

  /** A chunk's file and the files of everything it imports statically. */
  const files = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${dir}'s manifest has no ${key}: the screen's module moved?`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) files(imported, seen);
    return seen;
  };

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`\n${title}, first screen's script (budget ${BUDGET_KB} KB compressed)`);
  console.log("screen              files  raw KB  gzip KB  brotli KB  budget");
  for (const [screen, modules] of Object.entries(screens)) {
    const all = files(entry);
    for (const module of modules) files(module, all);
    const sources = [...all].map((file) => readFileSync(join(dir, file)));
    const raw = sources.reduce((sum, source) => sum + source.length, 0);
    const gzip = sources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
    const brotli = sources.reduce(
      (sum, source) =>
        sum + brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    console.log(
      [
        screen.padEnd(18),
        String(all.size).padStart(6),
        kb(raw).padStart(7),
        kb(gzip).padStart(8),
        kb(brotli).padStart(10),
        `  ${gzip / 1024 <= BUDGET_KB ? "within" : "OVER"} ${BUDGET_KB} KB (gzip)`,
      ].join(" "),
    );
  }
}
