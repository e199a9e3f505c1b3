// CORS for the data API: the configured origin may call it from a browser, no other.
import type { Checks } from "../report.ts";
import { FORM_HEADERS } from "../support/insert-load.ts";
import type { Call } from "./call.ts";

export const TABLE = "/rest/v1/contact_submissions";
export const ALLOWED_ORIGIN = "https://ucp.example";

export async function corsChecks(call: Call, checks: Checks): Promise<string> {
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
  const allowed = await preflight(ALLOWED_ORIGIN);
  checks.expect(
    "CORS: no Access-Control-Allow-Origin for an origin that is not configured",
    foreign.every((r) => r.headers["access-control-allow-origin"] === undefined),
    () => foreign.map((r) => String(r.headers["access-control-allow-origin"])).join(", "),
  );
  checks.expect(
    "CORS: the configured origin's preflight is allowed (control)",
    allowed.status === 204 && allowed.headers["access-control-allow-origin"] === ALLOWED_ORIGIN,
    () => `${allowed.status} ${String(allowed.headers["access-control-allow-origin"])}`,
  );
  return `CORS: ${foreign.length} foreign-origin requests without Access-Control-Allow-Origin, preflight ${foreign[0]?.status}`;
}
