// `npm run inquiries -- <command>`: the firm's operator commands, against the database
// the server's configuration names. Exit status: 0 done, 1 failed (one line), 2 usage.
import { parseArgs } from "node:util";
import type { SubmissionStore } from "#server/store/index.ts";
import { parseId, parseLimit, parsePeriod, parseSince, required } from "./arguments.ts";
import { eraseCommand, purgeCommand } from "./erase-purge.ts";
import { exportCommand, parseFormat } from "./export.ts";
import { listCommand } from "./list.ts";
import { showCommand } from "./show.ts";
import { statsCommand } from "./stats.ts";
import { runCommand, USAGE, UsageError } from "./usage.ts";

type Values = Record<string, string | undefined>;
/** Run against the open database, after every argument was checked. */
type Action = (store: SubmissionStore) => Promise<void>;

interface Command {
  options: Record<string, { type: "string" }>;
  positionals: number;
  /** Checks the arguments (throwing UsageError) and returns what to do with the database. */
  plan(values: Values, positional: string | undefined): Action;
}

const write = (line: string) => process.stdout.write(`${line}\n`);

const COMMANDS: Record<string, Command> = {
  list: {
    options: { since: { type: "string" }, limit: { type: "string" } },
    positionals: 0,
    plan(values) {
      const options = { since: parseSince(values.since), limit: parseLimit(values.limit, 50) };
      return (store) => listCommand(store.inquiries, options, write);
    },
  },
  show: {
    options: {},
    positionals: 1,
    plan(_values, positional) {
      const id = parseId(positional);
      return (store) => showCommand(store.inquiries, id, write);
    },
  },
  export: {
    options: { format: { type: "string" }, since: { type: "string" }, out: { type: "string" } },
    positionals: 0,
    plan(values) {
      const options = {
        format: parseFormat(values.format),
        since: parseSince(values.since),
        out: values.out,
      };
      return async (store) => {
        const rows = await exportCommand(store, options);
        if (options.out) write(`Exported ${rows} inquiries to ${options.out}.`);
      };
    },
  },
  erase: {
    options: { email: { type: "string" } },
    positionals: 0,
    plan(values) {
      const email = required("email", values.email, "name@example.com");
      return (store) => eraseCommand(store.inquiries, email, write);
    },
  },
  purge: {
    options: { "older-than": { type: "string" } },
    positionals: 0,
    plan(values) {
      const period = parsePeriod(values["older-than"]);
      return (store) => purgeCommand(store.inquiries, period, write);
    },
  },
  stats: {
    options: {},
    positionals: 0,
    plan: () => (store) => statsCommand(store.inquiries, store.outbox, write),
  },
};

/** Checks the arguments completely before the database is opened; throws UsageError. */
function planCommand(argv: string[]): Action {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (name === undefined || !command) {
    throw new UsageError(name === undefined ? "no command given" : `unknown command "${name}"`);
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length > command.positionals) {
    throw new UsageError(`${name} takes ${command.positionals || "no"} positional argument(s)`);
  }
  return command.plan(parsed.values as Values, parsed.positionals[0]);
}

async function main(argv: string[]): Promise<void> {
  if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help")) {
    write(USAGE);
    return;
  }
  const action = planCommand(argv);
  // Loaded only now: a usage error answers at once, without zod, pg or node:sqlite.
  const { openDatabase } = await import("./open-database.ts");
  const store = await openDatabase(process.env);
  try {
    await action(store);
  } finally {
    await store.close();
  }
}

await runCommand("inquiries", USAGE, main);
// Measured by the export benchmark: the peak memory of this process, on stderr.
if (process.env.INQUIRIES_REPORT_RSS === "1") {
  console.error(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}
