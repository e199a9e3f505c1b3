import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { TESSERACT_PATH } from "../../../scripts/system-deps.ts";

/** The text Debian's Tesseract reads in an image (`tesseract image stdout`). */
export async function ocr(
  image: Buffer,
  options: { language?: string; singleLine?: boolean } = {},
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "ucp-ocr-"));
  try {
    const file = join(dir, "page.img");
    writeFileSync(file, image);
    const args = [
      file,
      "stdout",
      "-l",
      options.language ?? "eng",
      ...(options.singleLine ? ["--psm", "7"] : []),
    ];
    const { stdout } = await promisify(execFile)(TESSERACT_PATH, args, { maxBuffer: 4 * 1024 * 1024 });
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
