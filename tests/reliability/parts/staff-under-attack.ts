// Part 8: staff under attack. Strangers who know a staff address try to lock its owner
// out from many networks, send hostile sign-in bodies and flood anonymous passkey
// challenges, while the person signs in from their own network; then a member runs the
// searches that once stalled SQLite while inquiries arrive. It fails on what people would
// notice: the person refused, storage growing with what strangers send, /healthz silent.

import { seedInquiries } from "#tests/support/database/seed-inquiries.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { enrolStaff, STRONG_PASSWORD } from "#tests/support/staff/staff.ts";
import {
  emptyFigures,
  hostileBodies,
  passkeyChallenges,
  statusList,
  wrongPasswords,
} from "../attack/floods.ts";
import { HARD_QUERIES, searchDuringInserts } from "../attack/hard-searches.ts";
import { type HealthFigures, probeHealth } from "../attack/health-probe.ts";
import { signInRepeatedly } from "../attack/person.ts";
import { loopback, sourceClient } from "../attack/source-client.ts";
import { execOn, measureStorage } from "../attack/storage.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, ms, type PartResult } from "../report.ts";
import { startServer } from "../support/server-process.ts";
import { createTarget, type DatabaseKind } from "../support/targets.ts";

/**
 * What one network may leave behind however much it sends: a few fixed-size limit
 * counters, its admitted attempts' audit lines, its allowance of one-time challenges
 * (about 30 rows of a few hundred bytes each). A server that stores what it was sent
 * (60,000-character e-mails as keys and audit subjects) or a row per request grows with
 * the attack instead.
 */
const STORED_PER_NETWORK = 16 * 1024;
/** Pages a database allocates for any first rows of a table and its indexes. */
const STORED_FIXED = 256 * 1024;

interface Sizes {
  attackers: number;
  wrongPerAttacker: number;
  hostileClients: number;
  hostileRounds: number;
  passkeyClients: number;
  passkeyPerClient: number;
  inquiries: number;
  searchSeconds: number;
}

// Short: each network just past what it is allowed (five failures per account, thirty
// challenges), the account well past the point where its attempts are slowed.
const SHORT: Sizes = {
  attackers: 4,
  wrongPerAttacker: 7,
  hostileClients: 4,
  hostileRounds: 2,
  passkeyClients: 6,
  passkeyPerClient: 35,
  inquiries: 5_000,
  searchSeconds: 5,
};
const LONG: Sizes = {
  attackers: 40,
  wrongPerAttacker: 40,
  hostileClients: 10,
  hostileRounds: 5,
  passkeyClients: 40,
  passkeyPerClient: 100,
  inquiries: 50_000,
  searchSeconds: 30,
};

export async function staffUnderAttack(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const kinds: DatabaseKind[] = context.long ? ["sqlite", "postgres"] : ["sqlite"];
  const lines: string[] = [];
  for (const kind of kinds) lines.push(await attackOn(kind, context.long ? LONG : SHORT, context, checks));
  return {
    part: "staff attack",
    figures: `staff under attack: ${lines.join("; ")}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}

async function attackOn(kind: DatabaseKind, sizes: Sizes, context: PartContext, checks: Checks) {
  const target = await createTarget(kind, context.postgres, "attack");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...target.env, PUBLIC_SITE_URL: origin, AUTH_SECRET: "r".repeat(40) };
  const server = await startServer({ ...env, PORT: String(port) });
  const email = "owner@ucp.example";
  try {
    const enrolled = await enrolStaff(server.url, origin, env, email);
    const enrolledAt = Date.now();
    await seedInquiries(
      { kind, exec: (sql) => execOn(target, sql) },
      { count: sizes.inquiries, rareWord: "zqxwv", rareEvery: 1000 },
    );
    context.log(`${kind}: ${count(sizes.inquiries)} inquiries, ${email} enrolled`);

    // Phase 1: the sign-in under attack.
    const before = await measureStorage(target);
    const clients = (block: number, n: number) =>
      Array.from({ length: n }, (_, i) => sourceClient(server.url, origin, loopback(block, 10 + i)));
    const attackers = clients(1, sizes.attackers);
    const hostile = clients(2, sizes.hostileClients);
    const challengers = clients(4, sizes.passkeyClients);
    const personClient = sourceClient(server.url, origin, loopback(3, 1));
    const health = probeHealth(server.url);
    const person = signInRepeatedly(
      { client: personClient, email, password: STRONG_PASSWORD, totpUri: enrolled.totpUri, enrolledAt },
      3,
    );
    const strangers = emptyFigures();
    const attackStarted = performance.now();
    const timed = async (label: string, flood: Promise<void>) => {
      await flood;
      return `${label} ${ms(performance.now() - attackStarted)}`;
    };
    const took = await Promise.all([
      timed("wrong passwords", wrongPasswords(attackers, email, sizes.wrongPerAttacker, strangers)),
      timed("hostile bodies", hostileBodies(hostile, sizes.hostileRounds, strangers)),
      timed("passkey challenges", passkeyChallenges(challengers, sizes.passkeyPerClient, strangers)),
    ]);
    const owner = await person.stop();
    const signInHealth = await health.stop();
    for (const client of [...attackers, ...hostile, ...challengers, personClient]) client.close();
    const after = await measureStorage(target);
    context.log(
      `${kind}: strangers sent ${count(strangers.sent)} requests (${took.join(", ")}): ${statusList(strangers)}`,
    );

    // Phase 2: hard searches while inquiries arrive.
    const searchHealth = probeHealth(server.url);
    const searches = await searchDuringInserts(
      server.url,
      enrolled.client,
      sizes.searchSeconds,
      `attack-${kind}`,
    );
    const duringSearch = await searchHealth.stop();
    checks.expect(`${kind}: server up after the attack`, server.alive());

    const grown = after.bytes - before.bytes;
    const networks = attackers.length + hostile.length + challengers.length + 1;
    const budget = STORED_FIXED + STORED_PER_NETWORK * networks;
    checks.expect(
      `${kind}: the person was never refused (${count(owner.attempts)} sign-ins)`,
      owner.refused === 0,
      () => `${owner.refused} of ${owner.attempts} refused: ${owner.refusals.join(" | ")}`,
    );
    checks.expect(
      `${kind}: storage grew by at most ${count(budget / 1024)} KiB`,
      grown <= budget,
      () =>
        `grew ${count(grown / 1024)} KiB for ${count(strangers.bodyBytes / 1024)} KiB sent; ` +
        `limit rows +${after.limitRows - before.limitRows}, challenges +${after.challengeRows - before.challengeRows}, ` +
        `audit +${after.auditRows - before.auditRows}`,
    );
    checks.expect(
      `${kind}: no server error or dropped connection for a stranger`,
      strangers.failures.length === 0,
      () => strangers.failures.join(" | "),
    );
    for (const [phase, figures] of [
      ["sign-in attack", signInHealth],
      ["hard searches", duringSearch],
    ] as const)
      checks.expect(
        `${kind}: /healthz answered throughout the ${phase}`,
        figures.unanswered === 0,
        () => `${figures.unanswered} of ${figures.probes} probes unanswered; slowest ${ms(figures.maxMs)}`,
      );
    const searchErrors = [...searches.statuses].filter(([status]) => status !== 200 && status !== 503);
    checks.expect(
      `${kind}: every search answered (200, or 503 when over its time limit)`,
      searchErrors.length === 0,
      () => JSON.stringify([...searches.statuses]),
    );

    const slowest = HARD_QUERIES.map((q) => `"${q}" ${ms(searches.slowest.get(q) ?? 0)}`).join(", ");
    return (
      `${kind}: person refused ${owner.refused} of ${owner.attempts} (signed in ${owner.signedIn}, slowest ${ms(owner.slowestMs)}); ` +
      `strangers ${count(strangers.sent)} requests (${count(strangers.bodyBytes / 1024)} KiB), storage +${count(grown / 1024)} KiB ` +
      `(limit rows +${after.limitRows - before.limitRows}, challenges +${after.challengeRows - before.challengeRows}, audit +${after.auditRows - before.auditRows}); ` +
      `${healthLine("sign-in", signInHealth)}; ${count(searches.searches)} hard searches (${JSON.stringify(Object.fromEntries(searches.statuses))}, slowest ${slowest}) ` +
      `beside ${count(searches.inserts)} inserts; ${healthLine("search", duringSearch)}`
    );
  } finally {
    await server.stop();
    target.dispose();
  }
}

function healthLine(phase: string, figures: HealthFigures): string {
  return `/healthz during ${phase} p99 ${ms(figures.p99Ms)} (max ${ms(figures.maxMs)}, ${figures.unanswered} of ${count(figures.probes)} unanswered)`;
}
