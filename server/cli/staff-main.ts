// What `npm run staff -- <command>` does, apart from the process around it: a test's set-up
// calls it in-process, and the command's own tests start the real process.
import { parseArgs } from "node:util";
import type { StaffCommandContext } from "./staff-commands.ts";
import { STAFF_USAGE } from "./staff-usage.ts";
import { UsageError } from "./usage.ts";

const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

type Plan = (context: StaffCommandContext) => Promise<void>;

/** Checks the arguments completely before the database is opened; throws UsageError. */
async function planFor(argv: string[]): Promise<Plan> {
  const [command, ...rest] = argv;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: command === "invite" || command === "portal-invite" ? { name: { type: "string" } } : {},
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const commands = await import("./staff-commands.ts");
  const email = () => {
    const [value, extra] = parsed.positionals;
    if (value === undefined) throw new UsageError(`${command} needs an e-mail address`);
    if (extra !== undefined) throw new UsageError(`${command} takes one e-mail address`);
    if (!EMAIL.test(value)) throw new UsageError(`not an e-mail address: "${value}"`);
    return value.toLowerCase();
  };
  switch (command) {
    case "invite": {
      const address = email();
      const name = parsed.values.name;
      if (typeof name === "string" && name.trim() === "") throw new UsageError("--name must not be empty");
      return (context) =>
        commands.inviteCommand(context, address, typeof name === "string" ? name.trim() : undefined);
    }
    case "portal-invite": {
      const address = email();
      const name = parsed.values.name;
      if (typeof name === "string" && name.trim() === "") throw new UsageError("--name must not be empty");
      const { portalInviteCommand } = await import("./portal-invite.ts");
      return (context) =>
        portalInviteCommand(context, address, typeof name === "string" ? name.trim() : undefined);
    }
    case "revoke": {
      const address = email();
      return (context) => commands.revokeCommand(context, address);
    }
    case "reset-mfa": {
      const address = email();
      return (context) => commands.resetMfaCommand(context, address);
    }
    case "reset-password": {
      const address = email();
      return (context) => commands.resetPasswordCommand(context, address);
    }
    case "portal-reset-password":
    case "portal-reset-mfa": {
      const address = email();
      const { portalResetCommand } = await import("./portal-reset.ts");
      const kind = command === "portal-reset-mfa" ? "second-factor" : "password";
      return (context) => portalResetCommand(context, kind, address);
    }
    case "list":
      if (parsed.positionals.length > 0) throw new UsageError("list takes no arguments");
      return (context) => commands.listCommand(context);
    default:
      throw new UsageError(command === undefined ? "no command given" : `unknown command "${command}"`);
  }
}

/** Runs one staff command against the database `env` names; what it says goes to `write`. */
export async function staffMain(
  argv: string[],
  env: NodeJS.ProcessEnv,
  write: (line: string) => void,
): Promise<void> {
  if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help")) {
    write(STAFF_USAGE);
    return;
  }
  const plan = await planFor(argv);
  const { openStaffContext } = await import("./staff-context.ts");
  const { context, close } = await openStaffContext(env, write);
  try {
    await plan(context);
  } finally {
    await close();
  }
}
