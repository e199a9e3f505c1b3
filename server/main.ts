import { buildServer } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

try {
  const config = loadConfig();
  const app = await buildServer(config);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.HOST, port: config.PORT });
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, not where in the code.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
