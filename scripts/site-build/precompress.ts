import { readFile, rm, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside each
 * text file, once, at build time, so the server sends compressed bytes with no
 * CPU spent per request. Static hosts ignore these files and compress themselves.
 */

const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".ico",
  ".map",
  ".data", // React Router's prerendered loader data, if any route has a loader.
]);

/** Below this a response fits in one packet either way; compressing gains nothing. */
const MIN_BYTES = 512;
/** A variant must save at least this share of the bytes to be worth a file. */
const MIN_SAVING = 0.1;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number | undefined;
  gz: number | undefined;
}

/** `files` are paths relative to `dir` with a leading slash, as listSiteFiles returns them. */
export async function precompress(dir: string, files: readonly string[]): Promise<PrecompressResult[]> {
  const candidates = files.filter((file) => TEXT_EXTENSIONS.has(extname(file).toLowerCase()));
  return Promise.all(candidates.map((file) => precompressFile(join(dir, file), file)));
}

async function precompressFile(path: string, file: string): Promise<PrecompressResult> {
  const source = await readFile(path);
  const worthIt = (compressed: Buffer) =>
    source.length >= MIN_BYTES && compressed.length <= source.length * (1 - MIN_SAVING);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (variant: Buffer, suffix: string) => {
    // A stale variant from an earlier run must not outlive the decision to skip it.
    if (!worthIt(variant)) return rm(`${path}${suffix}`, { force: true }).then(() => undefined);
    await writeFile(`${path}${suffix}`, variant);
    return variant.length;
  };
  return { file, bytes: source.length, br: await keep(br, ".br"), gz: await keep(gz, ".gz") };
}
