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
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // The logger's JSON line is for machines; this one is for the person who typed `npm start`.
  console.log(`UCP website listening on ${address}`);
} catch (error) {
  // A configuration mistake is the operator's to fix: say what, not where in the code.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
