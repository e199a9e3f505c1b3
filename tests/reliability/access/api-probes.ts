// Every kind of credential on every method and path of the data API, and requests for
// files beside the site: refused, in PostgREST's shape, revealing nothing.
import type { Checks } from "../report.ts";
import { count } from "../report.ts";
import { checkErrorShape } from "../support/error-shape.ts";
import type { RawResponse } from "../support/http-client.ts";
import type { Call } from "./call.ts";
import { TABLE } from "./cors.ts";
import { CREDENTIALS } from "./credentials.ts";

export const API_PATHS = [
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
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
export const FILE_PROBES = [
  "/data/ucp.sqlite",
  "/..%2fdata%2fucp.sqlite",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/.env",
  "/package.json",
  "/server/config.ts",
  "/security.json",
  "/_headers",
];

/** True when an answer shows anything of the stored inquiries, or counts them. */
export type Reveals = (response: RawResponse) => boolean;

export async function probeApi(call: Call, reveals: Reveals, checks: Checks) {
  let probes = 0;
  let inserts = 0;
  const leaks: string[] = [];
  const admitted: string[] = [];
  for (const [credential, headers] of CREDENTIALS) {
    for (const path of API_PATHS) {
      for (const method of METHODS) {
        // The anon key may insert, whatever the query string says: that is the one thing
        // it is for. Such an insert must not return the row.
        const mayInsert =
          credential === "anon key" &&
          method === "POST" &&
          /^\/rest\/v1\/contact_submissions(\?|$)/.test(path);
        const body = ["POST", "PUT", "PATCH"].includes(method)
          ? JSON.stringify({ name: "Changed", email: "x@example.com", message: "x" })
          : undefined;
        const asking = {
          "content-type": "application/json",
          prefer: "return=representation",
          accept: "application/json",
        };
        const response = await call(method, path, { ...headers, ...asking }, body);
        probes++;
        const where = `${credential}: ${method} ${path} -> ${response.status}`;
        if (reveals(response)) leaks.push(`${where} ${response.body.slice(0, 120)}`);
        if (mayInsert) {
          inserts++;
          if (response.status !== 201 || response.body !== "")
            admitted.push(`${where} (an insert answers 201, empty)`);
          continue;
        }
        const refused = response.status >= 400 && response.status < 500;
        const type = String(response.headers["content-type"]);
        const shaped = method === "HEAD" || checkErrorShape(response.status, type, response.body).ok;
        if (!refused || !shaped) admitted.push(`${where} ${response.body.slice(0, 120)}`);
      }
    }
  }
  const refused = probes - inserts;
  checks.expect(
    `${count(refused)} strangers' and read/change/delete requests refused in PostgREST's shape`,
    admitted.length === 0,
    () => admitted.slice(0, 5).join("\n    "),
  );
  checks.expect("no answer reveals a stored inquiry (body, headers, counts)", leaks.length === 0, () =>
    leaks.slice(0, 5).join("\n    "),
  );

  let fileLeaks = 0;
  for (const path of FILE_PROBES) {
    const response = await call("GET", path, {});
    const content = /SQLite format 3|root:x:0|DATABASE_URL/.test(response.body);
    if (response.status < 400 || reveals(response) || content) fileLeaks++;
  }
  checks.expect(
    `${FILE_PROBES.length} probes for files beside the site: all refused`,
    fileLeaks === 0,
    () => `${fileLeaks} answered`,
  );
  return { refused, inserts, leaks: leaks.length };
}
