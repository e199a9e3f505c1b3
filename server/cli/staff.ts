// `npm run staff -- <command>`: staff accounts of the private inbox, against the database
// the server's configuration names. Exit status: 0 done, 1 failed (one line), 2 usage.
import { staffMain } from "./staff-main.ts";
import { STAFF_USAGE } from "./staff-usage.ts";
import { runCommand } from "./usage.ts";

const write = (line: string) => process.stdout.write(`${line}\n`);

await runCommand("staff", STAFF_USAGE, (argv) => staffMain(argv, process.env, write));
