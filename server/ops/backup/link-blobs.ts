import { existsSync, linkSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Hard-links every stored blob (`aa/bb/<sha256>`) into `target`, skipping those already
 * there and the uploads still arriving (dot folders). Blobs never change once written, so
 * a link is as good as a copy, costs no space, and keeps the bytes even if the document is
 * deleted before restic has read them. Returns how many were linked.
 */
export function linkBlobs(source: string, target: string): number {
  if (!existsSync(source)) return 0;
  let linked = 0;
  for (const first of visible(source)) {
    for (const second of visible(join(source, first))) {
      const folder = join(target, first, second);
      for (const name of visible(join(source, first, second))) {
        if (existsSync(join(folder, name))) continue;
        mkdirSync(folder, { recursive: true });
        try {
          linkSync(join(source, first, second, name), join(folder, name));
          linked += 1;
        } catch (error) {
          // Deleted between the listing and the link: the database copy no longer needs it.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
  }
  return linked;
}

const visible = (folder: string) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .map((entry) => entry.name);
