import type { RenderPool } from "#server/documents/render/pool.ts";
import type { Viewer } from "#server/documents/watermark/text.ts";
import { pdfFile } from "./pdf-fixtures.ts";

/** The stamped download of `original` for `viewer`, as the server sends it: the file, then the pool's update. */
export async function stampedCopy(
  pool: RenderPool,
  original: Uint8Array,
  viewer: Viewer,
): Promise<Uint8Array> {
  const stamped = await pool.stamp(pdfFile(original), viewer);
  return stamped.whole ?? Buffer.concat([original, stamped.update]);
}
