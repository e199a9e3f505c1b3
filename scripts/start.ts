// `npm start`: builds the site when the build is missing or older than its
// sources, then starts the server (server/main.ts) on HOST:PORT.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { staleReason } from "./site-build/build-freshness.ts";

const root = resolve(import.meta.dirname, "..");
// A SITE_DIR elsewhere is a build made somewhere else (a deployment): serve it as it is.
const servesOwnBuild = resolve(process.env.SITE_DIR ?? "build/client") === resolve(root, "build/client");

if (servesOwnBuild) {
  const reason = process.env.REBUILD === "1" ? "REBUILD=1" : await staleReason(root);
  if (reason) {
    console.log(`Building the site first (${reason})…`);
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) {
      console.error("The build failed; not starting the server.");
      process.exit(build.status ?? 1);
    }
  }
}
await import("#server/main.ts");
