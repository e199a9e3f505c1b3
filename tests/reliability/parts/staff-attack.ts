// Part: staff under attack (the sign-in's share; pathological searches belong to the
// search's part). Strangers fail a staff member's password from many addresses while the
// person signs in from another; hostile sign-in bodies; anonymous passkey floods. Prints the
// sign-ins refused to the person (must be 0) and the storage the attack added.
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { withClient } from "../../support/postgres.ts";
import { enrolStaff, STRONG_PASSWORD } from "../../support/staff.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { startServer } from "../support/server-process.ts";
import { postgresTarget, sqliteTarget, type Target } from "../support/targets.ts";

const TABLES = ["staff_auth_limits", "staff_verification", "staff_audit_events"] as const;

async function rowCounts(target: Target): Promise<number[]> {
  const sql = TABLES.map((table, index) => `(SELECT COUNT(*) FROM "${table}") AS n${index}`).join(", ");
  if (target.kind === "sqlite") {
    const db = new DatabaseSync(target.env.SQLITE_PATH ?? "");
    try {
      return Object.values(db.prepare(`SELECT ${sql}`).get() ?? {}).map(Number);
    } finally {
      db.close();
    }
  }
  return withClient(target.env.DATABASE_URL ?? "", async (client) =>
    Object.values((await client.query(`SELECT ${sql}`)).rows[0] ?? {}).map(Number),
  );
}

function fileBytes(target: Target): number {
  if (target.kind !== "sqlite") return 0;
  const path = target.env.SQLITE_PATH ?? "";
  return [path, `${path}-wal`].reduce(
    (sum, file) => sum + (statSync(file, { throwIfNoEntry: false })?.size ?? 0),
    0,
  );
}

/** Hostile sign-in bodies: oversized, mistyped and malformed fields. */
const HOSTILE_BODIES: unknown[] = [
  { email: `${"a".repeat(70_000)}@example.com`, password: "x".repeat(12) },
  { email: `${"b".repeat(300)}@example.com`, password: "x".repeat(12) },
  { email: 42, password: "x".repeat(12) },
  { email: ["a@example.com"], password: "x".repeat(12) },
  { email: { $ne: null }, password: { $ne: null } },
  { email: "a@example.com", password: "x".repeat(10_000) },
  { email: "a\u0000@example.com", password: "x".repeat(12) },
  { email: "\u202eliame@example.com", password: "x".repeat(12) },
  null,
  "not json",
];

export async function staffUnderAttack(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const figures: string[] = [];
  const attackers = context.long ? 200 : 40;
  const floods = context.long ? 10_000 : 2_000;
  for (const kind of ["sqlite", "postgres"] as const) {
    const target =
      kind === "sqlite" ? sqliteTarget() : await postgresTarget(context.postgres, "staff_attack");
    const secret = "r".repeat(40);
    // Behind a trusted proxy: X-Forwarded-For names each client, as a balancer would.
    const server = await startServer({ ...target.env, TRUST_PROXY: "true", AUTH_SECRET: secret });
    // A host name, not 127.0.0.1: passkeys are refused at an IP address.
    const origin = `http://localhost:${server.port}`;
    const call = (address: string, path: string, body?: unknown) =>
      fetch(`${origin}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { origin, "content-type": "application/json", "x-forwarded-for": address },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
    try {
      const email = "target@example.com";
      await enrolStaff(
        origin,
        origin,
        { ...target.env, AUTH_SECRET: secret, PUBLIC_SITE_URL: origin },
        email,
      );
      const [limitsBefore = 0, challengesBefore = 0, auditBefore = 0] = await rowCounts(target);
      const bytesBefore = fileBytes(target);

      // Lockout attempts from many addresses while the person signs in from another, once
      // per batch of attackers (fewer than the 30 attempts a network may make in a window).
      let refusedToPerson = 0;
      let personSignIns = 0;
      const personSignsIn = async () => {
        const answer = await call("203.0.113.9", "/inbox/api/auth/sign-in/email", {
          email,
          password: STRONG_PASSWORD,
        });
        const body = (await answer.json()) as { twoFactorRedirect?: boolean };
        personSignIns++;
        if (answer.status !== 200 || body.twoFactorRedirect !== true) refusedToPerson++;
      };
      let attackAnswers = 0;
      for (let batch = 0; batch < attackers; batch += 8) {
        const attack = Array.from({ length: Math.min(8, attackers - batch) }, async (_, index) => {
          const address = `198.51.${(batch + index) >> 8}.${(batch + index) & 255}`;
          for (let attempt = 0; attempt < 8; attempt++) {
            await (
              await call(address, "/inbox/api/auth/sign-in/email", { email, password: "wrong password 1" })
            ).text();
            attackAnswers++;
          }
        });
        await Promise.all([...attack, personSignsIn()]);
      }
      checks.expect(`${kind}: sign-ins refused to the person under attack: 0`, refusedToPerson === 0, () =>
        String(refusedToPerson),
      );

      // Hostile bodies and anonymous passkey floods from ten networks.
      let serverErrors = 0;
      let challengesAnswered = 0;
      for (let round = 0; round < floods / 10; round++) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, index) => {
            const address = `192.0.2.${index + 1}`;
            const answer =
              round % 2 === 0
                ? await call(address, "/inbox/api/auth/passkey/generate-authenticate-options")
                : await call(
                    address,
                    "/inbox/api/auth/sign-in/email",
                    HOSTILE_BODIES[round % HOSTILE_BODIES.length],
                  );
            await answer.text();
            if (answer.status >= 500) serverErrors++;
            if (answer.status === 200 && round % 2 === 0) challengesAnswered++;
          }),
        );
      }
      checks.expect(`${kind}: no hostile sign-in or passkey request answered 5xx`, serverErrors === 0, () =>
        String(serverErrors),
      );
      const [limits = 0, challenges = 0, audit = 0] = await rowCounts(target);
      const grown = {
        limits: limits - limitsBefore,
        challenges: challenges - challengesBefore,
        audit: audit - auditBefore,
      };
      checks.expect(
        `${kind}: passkey challenges given and stored bounded by the per-network limit`,
        challengesAnswered > 0 &&
          challengesAnswered <= 10 * 30 &&
          // Each of the person's sign-ins also stores its pending second-factor step (two rows).
          grown.challenges <= 10 * 30 + 2 * personSignIns,
        () => JSON.stringify({ challengesAnswered, ...grown }),
      );
      const bytes = fileBytes(target) - bytesBefore;
      figures.push(
        `${kind}: ${count(attackAnswers)} attacker attempts from ${attackers} addresses, ${personSignIns} sign-ins by the person, ${refusedToPerson} refused; ${count(floods)} hostile requests; storage +${grown.limits} limit rows, +${grown.challenges} challenges, +${grown.audit} audit rows${kind === "sqlite" ? `, +${count(bytes / 1024)} KB file and WAL` : ""}`,
      );
    } finally {
      await server.stop();
      target.dispose();
    }
  }
  return {
    part: "staff",
    figures: `staff: ${figures.join("; ")}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}
