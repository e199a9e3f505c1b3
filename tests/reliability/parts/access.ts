// Part 5: access. Strangers' credentials, and the anon key itself, on every method and
// path of the data API: refused, with nothing of the stored inquiries in any answer and
// nothing changed in the table. CORS only for the configured origin. The site's
// security headers on every page, in every encoding, and on the 404.

import { CREDENTIALS } from "../access/credentials.ts";
import { builtPages, securityHeaderProblems } from "../access/site-pages.ts";
import type { PartContext } from "../context.ts";
import { Checks, count, type PartResult } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import { keepAliveAgent, type RawResponse, send } from "../support/http-client.ts";
import { FORM_HEADERS } from "../support/insert-load.ts";
import { startServer } from "../support/server-process.ts";
import { sqliteTarget } from "../support/targets.ts";

const TABLE = "/rest/v1/contact_submissions";
const API_PATHS = [
  TABLE,
  `${TABLE}?select=*`,
  `${TABLE}?id=eq.1`,
  `${TABLE}?select=name,email,message&order=id.desc&limit=10`,
  `${TABLE}/1`,
  "/rest/v1/",
  "/rest/v1/schema_migrations",
  "/rest/v1/notification_outbox",
  "/rest/v1/rpc/export_inquiries",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
const SITE_PROBES = [
  "/data/ucp.sqlite",
  "/..%2fdata%2fucp.sqlite",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/.env",
  "/package.json",
  "/server/config.ts",
  "/security.json",
  "/_headers",
];
const ORIGIN = "https://ucp.example";

export async function access(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const target = sqliteTarget();
  const server = await startServer({
    ...target.env,
    ALLOWED_ORIGINS: ORIGIN,
    RATE_LIMIT_PER_MINUTE: "0",
    RATE_LIMIT_PER_DAY: "0",
  });
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
      const body = JSON.stringify({
        name: `Secret ${marker} ${n}`,
        email: `${marker}.${n}@example.com`,
        message: `Confidential ${marker}: first close ${n}.`,
      });
      await call("POST", TABLE, FORM_HEADERS, body);
    }
    const before = JSON.stringify(await target.rows());
    const reveals = (response: RawResponse) =>
      response.body.includes(marker) ||
      JSON.stringify(response.headers).includes(marker) ||
      "content-range" in response.headers;

    let probes = 0;
    let inserts = 0;
    const leaks: string[] = [];
    const admitted: string[] = [];
    for (const [credential, headers] of CREDENTIALS) {
      for (const path of API_PATHS) {
        for (const method of METHODS) {
          // The anon key may insert, whatever the query string says: that is the one thing
          // it is for. Such an insert is checked below and must not return the row.
          const mayInsert =
            credential === "anon key" &&
            method === "POST" &&
            /^[^/]*contact_submissions(\?|$)/.test(path.slice(9));
          const body = ["POST", "PUT", "PATCH"].includes(method)
            ? JSON.stringify({ name: "Changed", email: "x@example.com", message: "x" })
            : undefined;
          const response = await call(
            method,
            path,
            {
              ...headers,
              "content-type": "application/json",
              prefer: "return=representation",
              accept: "application/json",
            },
            body,
          );
          probes++;
          const where = `${credential}: ${method} ${path} -> ${response.status}`;
          if (reveals(response)) leaks.push(`${where} ${response.body.slice(0, 120)}`);
          if (mayInsert) {
            if (response.status !== 201 || response.body !== "")
              admitted.push(`${where} (an insert must answer 201, empty)`);
            inserts++;
            continue;
          }
          const refused = response.status >= 400 && response.status < 500;
          const shaped =
            method === "HEAD" ||
            checkErrorShape(response.status, String(response.headers["content-type"]), response.body).ok;
          if (!refused || !shaped) admitted.push(`${where} ${response.body.slice(0, 120)}`);
        }
      }
    }
    checks.expect(
      `${count(probes - inserts)} strangers' and read/change/delete requests refused in PostgREST's shape`,
      admitted.length === 0,
      () => admitted.slice(0, 5).join("\n    "),
    );
    checks.expect("no answer reveals a stored inquiry (body, headers, counts)", leaks.length === 0, () =>
      leaks.slice(0, 5).join("\n    "),
    );
    const anonRead = await call(
      "GET",
      `${TABLE}?select=*`,
      CREDENTIALS.find(([name]) => name === "anon key")?.[1] ?? {},
    );
    const anonShape = checkErrorShape(
      anonRead.status,
      String(anonRead.headers["content-type"]),
      anonRead.body,
    );
    checks.expect(
      "the anon key reading the table: 401 42501",
      anonShape.ok && anonShape.body.code === "42501",
      () => `${anonRead.status} ${anonRead.body}`,
    );

    const inserted = await call(
      "POST",
      TABLE,
      { ...FORM_HEADERS, prefer: "return=representation" },
      JSON.stringify({ name: "Visitor", email: "visitor@example.com", message: "Hello." }),
    );
    checks.expect(
      "an insert asking for its row back gets 201 and an empty body",
      inserted.status === 201 && inserted.body === "",
      () => `${inserted.status} ${inserted.body}`,
    );
    const after = await target.rows();
    // Inserts add rows; nothing may change or remove the ones already there.
    checks.expect(
      "stored inquiries unchanged by every refused request",
      JSON.stringify(after.slice(0, 3)) === before,
      () => JSON.stringify(after.slice(0, 3)).slice(0, 300),
    );

    let siteLeaks = 0;
    for (const path of SITE_PROBES) {
      const response = await call("GET", path, {});
      if (
        response.status < 400 ||
        reveals(response) ||
        /SQLite format 3|root:x:0|DATABASE_URL/.test(response.body)
      )
        siteLeaks++;
    }
    checks.expect(
      `${SITE_PROBES.length} probes for files beside the site: all refused`,
      siteLeaks === 0,
      () => `${siteLeaks} answered`,
    );

    const cors = await corsChecks(call, checks);
    const pages = await headerChecks(call, checks);
    return {
      part: "access",
      figures: `access: ${count(probes - inserts)} API requests (${CREDENTIALS.length} kinds of credentials × ${API_PATHS.length} paths × ${METHODS.length} methods) refused, ${leaks.length} revealing, ${inserts} anon inserts answered 201 with no row; ${SITE_PROBES.length} file probes refused; ${cors}; ${pages}`,
      checks: checks.list,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    agent.destroy();
    await server.stop();
    target.dispose();
  }
}

type Call = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<RawResponse>;

async function corsChecks(call: Call, checks: Checks): Promise<string> {
  const preflight = (origin: string) =>
    call("OPTIONS", TABLE, {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "apikey, content-type",
    });
  const foreign = [
    await preflight("https://evil.example"),
    await preflight("null"),
    await call("POST", TABLE, { ...FORM_HEADERS, origin: "https://evil.example" }, "{}"),
    await call("GET", "/", { origin: "https://evil.example" }),
  ];
  const allowed = await preflight(ORIGIN);
  checks.expect(
    "CORS: no Access-Control-Allow-Origin for an origin that is not configured",
    foreign.every((r) => r.headers["access-control-allow-origin"] === undefined),
    () => foreign.map((r) => String(r.headers["access-control-allow-origin"])).join(", "),
  );
  checks.expect(
    "CORS: the configured origin's preflight is allowed (control)",
    allowed.status === 204 && allowed.headers["access-control-allow-origin"] === ORIGIN,
    () => `${allowed.status} ${String(allowed.headers["access-control-allow-origin"])}`,
  );
  return `CORS: ${foreign.length} foreign-origin requests without Access-Control-Allow-Origin, preflight ${foreign[0]?.status}`;
}

async function headerChecks(call: Call, checks: Checks): Promise<string> {
  const problems: string[] = [];
  let responses = 0;
  const pages = builtPages();
  for (const path of [...pages, "/no-such-page", "/about-us/"]) {
    for (const encoding of ["br", "gzip", "identity"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await call(method, path, { "accept-encoding": encoding });
        responses++;
        const headers = new Headers(
          Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)]),
        );
        const missing = securityHeaderProblems(headers);
        if (
          path === "/no-such-page" &&
          (response.status !== 404 || !String(headers.get("content-type")).startsWith("text/html"))
        )
          missing.push(`status ${response.status} ${headers.get("content-type")}`);
        if (missing.length > 0) problems.push(`${method} ${path} (${encoding}): ${missing.join(", ")}`);
      }
    }
  }
  checks.expect(
    `security headers on all ${pages.length} pages, the 404 page and a redirect, in every encoding`,
    problems.length === 0,
    () => problems.slice(0, 5).join("\n    "),
  );
  return `security headers on ${count(responses)}/${count(responses)} page, 404 and redirect responses`.replace(
    `${count(responses)}/`,
    `${count(responses - problems.length)}/`,
  );
}
