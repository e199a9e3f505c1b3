// Run as a separate process by the migration tests: opens the store configured by the
// environment (which applies the migrations), then closes it. START_AT (epoch ms)
// lines several processes up so they migrate at the same moment.
import { openStore } from "#server/store/index.ts";

const startAt = Number(process.env.START_AT ?? 0);
const toStderr = (line: string) => console.error(line);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const store = await openStore(
  { DATABASE_URL: process.env.DATABASE_URL, SQLITE_PATH: process.env.SQLITE_PATH ?? "" },
  { info: toStderr, warn: toStderr, error: toStderr },
);
await store.close();
console.log("migrated");
