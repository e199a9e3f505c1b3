// Part 9: the disaster drill. A server on SQLite holds inquiries, a staff member and an
// investor with both factors, and a published document. Under insert load a backup is
// taken with `npm run backup`; then the data directory is deleted, as when a disk is lost,
// `npm run restore -- latest` brings it back, and the server starts on it again. Every
// inquiry acknowledged before the backup began is there and identical, the document's
// bytes are the same, and both people sign in with their old password and authenticator.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type StoredRow, sqliteRows } from "#tests/support/database/stored-rows.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import { putFile, signedInPerson, signInPerson } from "#tests/support/portal/index.ts";
import { freePort } from "#tests/support/servers/free-port.ts";
import { enrolStaff, STRONG_PASSWORD, staffClient, totpCode } from "#tests/support/staff/staff.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { countStored, idOfMessage, startInsertLoad } from "../support/insert-load.ts";
import { npmRun } from "../support/npm-command.ts";
import { startServer } from "../support/server-process.ts";
import { waitUntil } from "../support/wait-until.ts";

const STAFF_API = "/inbox/api/portal";

export async function disasterDrill(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const root = mkdtempSync(join(tmpdir(), "ucp-drill-"));
  const sqlitePath = join(root, "data", "ucp.sqlite");
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = {
    PORT: String(port),
    SQLITE_PATH: sqlitePath,
    PUBLIC_SITE_URL: origin,
    PORTAL_ENABLED: "on",
    AUTH_LIMITS: "off",
    BACKUP_REPOSITORY: join(root, "repository"),
    BACKUP_PASSWORD: "drill-repository-password",
  };
  const fail = (what: string, detail: string) => {
    checks.expect(what, false, () => detail);
    return result();
  };
  let figures = "disaster: did not finish";
  const result = (): PartResult => ({
    part: "disaster",
    figures,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  });
  try {
    let server = await startServer(env, 90_000);
    const staff = await enrolStaff(server.url, origin, env, "drill@ucp.example", "Drill Staff");
    const make = async (path: string, body: unknown) =>
      (await staff.client.json<{ id: string }>(`${STAFF_API}${path}`, { body })).body.id;
    const deal = await make("/deals", { name: "Drill Fund", kind: "fund_raise", status: "marketing" });
    const organisation = await make("/organisations", { name: "Drill Pension", kind: "pension_fund" });
    await make(`/deals/${deal}/grants`, { organisationId: organisation });
    const investor = await signedInPerson(
      { base: server.url, origin, staff: staff.client },
      { email: "investor@lp.example", memberships: [{ organisationId: organisation, role: "principal" }] },
    );
    const pdf = pdfFixture("normal");
    const uploaded = await putFile(
      server.url,
      origin,
      staff.client,
      `${STAFF_API}/deals/${deal}/documents?name=Report.pdf&type=other`,
      pdf,
    );
    if (uploaded.status !== 201) return fail("the document is uploaded", JSON.stringify(uploaded.body));
    await staff.client.json(`${STAFF_API}/documents/${uploaded.body.id}/publication`, { method: "POST" });

    const load = startInsertLoad(server.url, { concurrency: 8, label: "drill" });
    await waitUntil(() => load.outcomes.filter((o) => o.status === 201).length >= 200, 30_000);
    const backupBegan = performance.now();
    const backup = await npmRun("backup", [], env);
    const backupEnded = performance.now();
    checks.expect("npm run backup succeeds under insert load", backup.code === 0, () => backup.stderr);
    await waitUntil(() => load.outcomes.some((o) => o.status === 201 && o.sent > backupEnded), 30_000);
    const outcomes = await load.stop();
    const during = outcomes.filter((o) => o.sent >= backupBegan && o.sent <= backupEnded);
    checks.expect(
      "inserts are answered 201 while the backup runs",
      during.length > 0 && during.every((o) => o.status === 201),
      () => `${during.filter((o) => o.status !== 201).length} of ${during.length} not 201`,
    );
    const before = outcomes.filter((o) => o.status === 201 && o.answered < backupBegan).map((o) => o.id);
    const live = byLoadId(sqliteRows(sqlitePath));
    server.kill("SIGKILL");
    await server.exited();

    rmSync(dirname(sqlitePath), { recursive: true, force: true });
    const restoreBegan = performance.now();
    const restore = await npmRun("restore", ["latest"], env);
    const restoreSeconds = (performance.now() - restoreBegan) / 1000;
    checks.expect("npm run restore -- latest succeeds", restore.code === 0, () => restore.stderr);
    const again = await npmRun("restore", ["latest"], env);
    checks.expect(
      "a second restore refuses the now non-empty data directory",
      again.code === 1 && again.stderr.includes("not empty"),
      () => `${again.code} ${again.stderr}`,
    );
    const restartBegan = performance.now();
    server = await startServer(env, 90_000);
    context.log(
      `server restarted on the restored data in ${((performance.now() - restartBegan) / 1000).toFixed(1)} s`,
    );
    try {
      const restored = sqliteRows(sqlitePath);
      const byMessage = byLoadId(restored);
      const changed = before.filter((id) => !sameRow(byMessage.get(id), live.get(id)));
      checks.expect(
        "every inquiry acknowledged before the backup began is restored, identical",
        changed.length === 0,
        () => `${changed.length} missing or changed: ${changed.slice(0, 5).join(", ")}`,
      );
      const twice = [...countStored(restored.map((row) => row.message))].filter(([, n]) => n > 1);
      checks.expect("no inquiry restored twice", twice.length === 0, () => JSON.stringify(twice.slice(0, 5)));
      const sha = createHash("sha256").update(pdf).digest("hex");
      const blob = join(dirname(sqlitePath), "blobs", sha.slice(0, 2), sha.slice(2, 4), sha);
      checks.expect(
        "the document's bytes are restored identical (SHA-256)",
        existsSync(blob) && createHash("sha256").update(readFileSync(blob)).digest("hex") === sha,
        () => `${blob} missing or changed`,
      );
      const staffAgain = staffClient(server.url, origin);
      await staffAgain.json("/inbox/api/auth/sign-in/email", {
        body: { email: "drill@ucp.example", password: STRONG_PASSWORD },
      });
      const staffCode = await staffAgain.json("/inbox/api/auth/two-factor/verify-totp", {
        body: { code: totpCode(staff.totpUri, 1) },
      });
      checks.expect(
        "staff sign in with their old password and authenticator",
        staffCode.status === 200,
        () => `${staffCode.status} ${JSON.stringify(staffCode.body)}`,
      );
      const person = await signInPerson(
        { base: server.url, origin },
        "investor@lp.example",
        investor.totpUri,
        1,
      );
      const opened = await person.client.json(`/portal/api/deals/${deal}/documents/${uploaded.body.id}`);
      checks.expect(
        "the investor signs in with their old password and authenticator, and opens the document",
        person.second.status === 200 && opened.status === 200,
        () => `${person.second.status} ${opened.status}`,
      );
      figures =
        `disaster: ${count(before.length)} inquiries acknowledged before the backup; ` +
        `${backup.stdout.trim()}; ${restore.stdout.trim()} (command ${restoreSeconds.toFixed(1)} s)`;
      context.log(backup.stdout.trim());
      context.log(restore.stdout.trim());
    } finally {
      await server.stop();
    }
    return result();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const sameRow = (a: StoredRow | undefined, b: StoredRow | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

const byLoadId = (rows: StoredRow[]) =>
  new Map(rows.map((row) => [idOfMessage(row.message) ?? row.message, row]));
