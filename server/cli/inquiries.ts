// `npm run inquiries -- <command>`: the firm's operator commands, against the database
// the server's configuration names. Exit status: 0 done, 1 failed (one line), 2 usage.
import { parseArgs } from "node:util";
import type { SubmissionStore } from "../store/index.ts";
import { parseId, parseLimit, parsePeriod, parseSince, required } from "./arguments.ts";
import { eraseCommand, purgeCommand } from "./erase-purge.ts";
import { exportCommand, parseFormat } from "./export.ts";
import { listCommand } from "./list.ts";
import { showCommand } from "./show.ts";
import { statsCommand } from "./stats.ts";
import { CommandFailure, reasonOf, USAGE, UsageError } from "./usage.ts";

type OptionSpec = Record<string, { type: "string" }>;

const COMMANDS: Record<string, { options: OptionSpec; positionals: number }> = {
  list: { options: { since: { type: "string" }, limit: { type: "string" } }, positionals: 0 },
  show: { options: {}, positionals: 1 },
  export: {
    options: { format: { type: "string" }, since: { type: "string" }, out: { type: "string" } },
    positionals: 0,
  },
  erase: { options: { email: { type: "string" } }, positionals: 0 },
  purge: { options: { "older-than": { type: "string" } }, positionals: 0 },
  stats: { options: {}, positionals: 0 },
};

const write = (line: string) => process.stdout.write(`${line}\n`);

/** Checks the arguments completely before the database is opened; throws UsageError. */
function parseCommand(argv: string[]) {
  const [command, ...rest] = argv;
  const spec = command === undefined ? undefined : COMMANDS[command];
  if (command === undefined || !spec) {
    throw new UsageError(command === undefined ? "no command given" : `unknown command "${command}"`);
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: spec.options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > spec.positionals) {
    throw new UsageError(`${command} takes ${spec.positionals || "no"} positional argument(s)`);
  }
  const values = parsed.values as Record<string, string | undefined>;
  return { command, values, positional: parsed.positionals[0] };
}

async function main(argv: string[]): Promise<void> {
  if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help")) {
    write(USAGE);
    return;
  }
  const { command, values, positional } = parseCommand(argv);
  // Every argument is checked before anything touches the database.
  const plans: Record<string, () => (store: Store) => Promise<void>> = {
    list: () => {
      const options = { since: parseSince(values.since), limit: parseLimit(values.limit, 50) };
      return (store: Store) => listCommand(store.inquiries, options, write);
    },
    show: () => {
      const id = parseId(positional);
      return (store: Store) => showCommand(store.inquiries, id, write);
    },
    export: () => {
      const options = {
        format: parseFormat(values.format),
        since: parseSince(values.since),
        out: values.out,
      };
      return async (store: Store) => {
        const rows = await exportCommand(store.inquiries, options);
        if (options.out) write(`Exported ${rows} inquiries to ${options.out}.`);
      };
    },
    erase: () => {
      const email = required("email", values.email, "name@example.com");
      return (store: Store) => eraseCommand(store.inquiries, email, write);
    },
    purge: () => {
      const period = parsePeriod(values["older-than"]);
      return (store: Store) => purgeCommand(store.inquiries, period, write);
    },
    stats: () => (store: Store) => statsCommand(store.inquiries, store.outbox, write),
  };
  const plan = plans[command];
  if (!plan) throw new UsageError(`unknown command "${command}"`);
  const action = plan();
  // Loaded only now: a usage error answers at once, without zod, pg or node:sqlite.
  const { openDatabase } = await import("./open-database.ts");
  const store = await openDatabase(process.env);
  try {
    await action(store);
  } finally {
    await store.close();
  }
}

type Store = SubmissionStore;

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`inquiries: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // One line, never a stack: the operator needs the reason, not our call chain.
    const reason = error instanceof CommandFailure ? error.message : reasonOf(error);
    console.error(`inquiries: ${reason}`);
    process.exitCode = 1;
  }
}
// Measured by the export benchmark: the peak memory of this process, on stderr.
if (process.env.INQUIRIES_REPORT_RSS === "1") {
  console.error(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}
