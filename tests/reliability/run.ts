// `npm run test:reliability [-- --long] [-- --seed=N] [-- --only=crash,access]`: tries
// hard to lose an acknowledged inquiry or to show one to a stranger, and prints what
// it tried and what it saw. The short form is part of `npm test`; the long one is for
// before a release. Exits non-zero when any invariant is violated.

import { startPostgres } from "#tests/support/database/postgres.ts";
import { ensureBuild } from "#tests/support/servers/ensure-build.ts";
import type { PartContext } from "./context.ts";
import { access } from "./parts/access.ts";
import { crashDurability } from "./parts/crash-durability.ts";
import { databaseFaults } from "./parts/database-faults.ts";
import { disasterDrill } from "./parts/disaster-drill.ts";
import { hostileInput } from "./parts/hostile-input.ts";
import { loadHeld } from "./parts/load-held.ts";
import { scaleOut } from "./parts/scale-out.ts";
import { slowClients } from "./parts/slow-clients.ts";
import { staffUnderAttack } from "./parts/staff-under-attack.ts";
import { type PartResult, pad } from "./report.ts";
import { seededRandom } from "./support/random.ts";

const PARTS: [string, (context: PartContext) => Promise<PartResult>][] = [
  ["hostile", hostileInput],
  ["crash", crashDurability],
  ["faults", databaseFaults],
  ["slow", slowClients],
  ["access", access],
  ["load", loadHeld],
  ["scale", scaleOut],
  ["attack", staffUnderAttack],
  ["disaster", disasterDrill],
];

const args = process.argv.slice(2);
const long = args.includes("--long");
const seed = Number(args.find((arg) => arg.startsWith("--seed="))?.slice(7) ?? Date.now() % 1_000_000);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice(7)
  .split(",");

// Parts 5 and 6 read the real pages; every server run serves the real build.
ensureBuild({ showOutput: true });

// Ctrl-C or a supervisor's SIGTERM: exit through process.exit, so the "exit" handlers
// kill the servers, stop PostgreSQL and unmount the tmpfs this run started.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

console.log(`Reliability suite, ${long ? "long" : "short"} form, seed ${seed} (replay with --seed=${seed})`);
const started = performance.now();
const postgres = await startPostgres();
const results: PartResult[] = [];
try {
  for (const [name, run] of PARTS) {
    if (only && !only.includes(name)) continue;
    console.log(`\n▶ ${name}`);
    const context: PartContext = {
      long,
      seed,
      postgres,
      random: seededRandom(seed + results.length),
      log: (line) => console.log(`  ${line}`),
    };
    let result: PartResult;
    try {
      result = await run(context);
    } catch (error) {
      // A part that crashes is a failed part, and the others still run.
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      result = {
        part: name,
        figures: `${name}: did not finish`,
        checks: [{ name: "part ran to the end", ok: false, detail }],
        seconds: 0,
      };
    }
    results.push(result);
    console.log(`  ${result.figures}`);
    for (const check of result.checks.filter((c) => !c.ok))
      console.log(`  ✖ ${check.name}\n    ${check.detail}`);
  }
} finally {
  await postgres.stop();
}

const checks = results.flatMap((result) => result.checks);
const failed = checks.filter((check) => !check.ok).length;
console.log(
  `\nSummary (${long ? "long" : "short"} form, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
console.log(`${pad("part", 16)}${pad("checks", 10)}${pad("time", 8)}figures`);
for (const result of results) {
  const bad = result.checks.filter((check) => !check.ok).length;
  const verdict = bad === 0 ? `${result.checks.length} ok` : `${bad} FAILED`;
  console.log(
    `${pad(result.part, 16)}${pad(verdict, 10)}${pad(`${result.seconds.toFixed(0)} s`, 8)}${result.figures}`,
  );
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
