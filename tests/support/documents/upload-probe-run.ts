import { execFile } from "node:child_process";
import { promisify } from "node:util";

export interface UploadFigures {
  bytes: number;
  seconds: number;
  megabytesPerSecond: number;
  baselineRssMb: number;
  growthMb: number;
}

/** Streams `megabytes` through the upload path in a fresh process (tests/support/documents/upload-probe.ts). */
export async function probeUpload(env: Record<string, string>, megabytes: number): Promise<UploadFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--expose-gc", "--disable-warning=ExperimentalWarning", "tests/support/documents/upload-probe.ts"],
    { env: { ...process.env, ...env, UPLOAD_MB: String(megabytes) }, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as UploadFigures;
}
