// `npm start`: builds the site when there is no build yet, then starts the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/client/index.html") || process.env.REBUILD === "1") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../server/main.ts");
