// Part 5: access. Strangers' credentials, and the anon key itself, on every method and
// path of the data API: refused, with nothing of the stored inquiries in any answer and
// nothing changed in the table. CORS only for the configured origin. The site's
// security headers on every page, in every encoding, and on the 404.
import { API_PATHS, FILE_PROBES, METHODS, probeApi } from "../access/api-probes.ts";
import { ALLOWED_ORIGIN, corsChecks, TABLE } from "../access/cors.ts";
import { CREDENTIALS } from "../access/credentials.ts";
import { headerChecks } from "../access/site-headers.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { keepAliveAgent, type RawResponse, send } from "../support/http-client.ts";
import { FORM_HEADERS } from "../support/insert-load.ts";
import { startServer } from "../support/server-process.ts";
import { sqliteTarget } from "../support/targets.ts";

export async function access(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const target = sqliteTarget();
  const server = await startServer({ ...target.env, ALLOWED_ORIGINS: ALLOWED_ORIGIN });
  const agent = keepAliveAgent(4);
  const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    send(server.url, {
      method,
      path,
      agent,
      headers: Object.entries(headers),
      ...(body === undefined ? {} : { body }),
    });
  try {
    // Inquiries a stranger must never see: a marker no answer may contain.
    const marker = `zq${context.seed}k${Math.floor(context.random() * 1e9)}`;
    for (let n = 1; n <= 3; n++) {
      const secret = {
        name: `Secret ${marker} ${n}`,
        email: `${marker}.${n}@example.com`,
        message: `Confidential ${marker}: close ${n}.`,
      };
      await call("POST", TABLE, FORM_HEADERS, JSON.stringify(secret));
    }
    const before = JSON.stringify(await target.rows());
    const reveals = (response: RawResponse) =>
      response.body.includes(marker) ||
      JSON.stringify(response.headers).includes(marker) ||
      "content-range" in response.headers;
    const probed = await probeApi(call, reveals, checks);

    const anonKey = CREDENTIALS.find(([name]) => name === "anon key")?.[1] ?? {};
    const read = await call("GET", `${TABLE}?select=*`, anonKey);
    const readShape = checkErrorShape(read.status, String(read.headers["content-type"]), read.body);
    checks.expect(
      "the anon key reading the table: 401 42501",
      readShape.ok && readShape.body.code === "42501",
      () => `${read.status} ${read.body}`,
    );
    const visitor = JSON.stringify({ name: "Visitor", email: "visitor@example.com", message: "Hello." });
    const inserted = await call("POST", TABLE, { ...FORM_HEADERS, prefer: "return=representation" }, visitor);
    checks.expect(
      "an insert asking for its row back gets 201 and an empty body",
      inserted.status === 201 && inserted.body === "",
      () => `${inserted.status} ${inserted.body}`,
    );
    // Inserts add rows; nothing may change or remove the ones already there.
    const after = JSON.stringify((await target.rows()).slice(0, 3));
    checks.expect("stored inquiries unchanged by every refused request", after === before, () =>
      after.slice(0, 300),
    );

    const cors = await corsChecks(call, checks);
    const pages = await headerChecks(call, checks);
    const grid = `${CREDENTIALS.length} kinds of credentials × ${API_PATHS.length} paths × ${METHODS.length} methods`;
    return {
      part: "access",
      figures:
        `access: ${count(probed.refused)} API requests (${grid}) refused, ${probed.leaks} revealing, ` +
        `${probed.inserts} anon inserts answered 201 with no row; ${FILE_PROBES.length} file probes refused; ${cors}; ${pages}`,
      checks: checks.list,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    agent.destroy();
    await server.stop();
    target.dispose();
  }
}
