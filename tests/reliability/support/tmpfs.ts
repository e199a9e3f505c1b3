// A small tmpfs mounted under a temporary directory: a file system that can be made
// read-only or full for real. Mounting needs root (or CAP_SYS_ADMIN); without it the
// caller reports the scenario as skipped instead of pretending.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Tmpfs {
  dir: string;
  remount(options: "ro" | "rw"): void;
  unmount(): void;
}

export function mountTmpfs(sizeKiB: number): Tmpfs | undefined {
  const dir = mkdtempSync(join(tmpdir(), "ucp-tmpfs-"));
  const mount = (args: string[]) => spawnSync("mount", args, { encoding: "utf8" });
  const result = mount(["-t", "tmpfs", "-o", `size=${sizeKiB}k,mode=0777`, "tmpfs", dir]);
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  let mounted = true;
  // A runner that dies must not leave a mount behind.
  const onExit = () => {
    if (mounted) spawnSync("umount", ["-l", dir]);
  };
  process.on("exit", onExit);
  return {
    dir,
    remount(options) {
      const remounted = mount(["-o", `remount,${options}`, dir]);
      if (remounted.status !== 0) throw new Error(`remount ${options} failed: ${remounted.stderr}`);
    },
    unmount() {
      spawnSync("umount", ["-l", dir]);
      mounted = false;
      process.off("exit", onExit);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
