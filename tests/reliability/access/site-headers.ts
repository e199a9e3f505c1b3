// The security headers on every page of the build, in every encoding, on the 404
// page and on a redirect.

import type { Checks } from "../report.ts";
import { count } from "../report.ts";
import type { Call } from "./call.ts";
import { builtPages, securityHeaderProblems } from "./site-pages.ts";

export async function headerChecks(call: Call, checks: Checks): Promise<string> {
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
