// Staff accounts for tests: `npm run staff` as the operator runs it, a cookie-keeping
// HTTP client that talks to the inbox API as a browser on the site's origin would, and
// TOTP codes computed from the enrolment URI with an independent library (otpauth).
import { readFileSync } from "node:fs";
import * as OTPAuth from "otpauth";
import { staffMain } from "#server/cli/staff-main.ts";
import { STAFF_USAGE } from "#server/cli/staff-usage.ts";
import { failureOf } from "#server/cli/usage.ts";
import { type CliResult, runCommand } from "#tests/support/cli/run-command.ts";

const SCRIPT = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts.staff;
const NODE_ARGS = (SCRIPT ?? "").split(" ").slice(1);

/** The environment a staff command gets: only what `env` sets names a database or a mail server. */
function commandEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, DATABASE_URL: "", SQLITE_PATH: "", SMTP_URL: "", ...env };
}

/** `npm run staff -- args`, as a separate process: what a test of the command itself runs. */
export function runStaff(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runCommand(process.execPath, [...NODE_ARGS, ...args], commandEnv(env));
}

/**
 * The same staff command run in this process, for a test's set-up: the command's own code
 * and output, without a Node start that loads the server's modules again (about 1.6 s of
 * CPU each, hundreds of times a run). The command's tests start the real process.
 */
export async function staffInProcess(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  let stdout = "";
  try {
    await staffMain(args, commandEnv(env), (line) => (stdout += `${line}\n`));
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const failure = failureOf("staff", STAFF_USAGE, error);
    return { code: failure.code, stdout, stderr: `${failure.message}\n` };
  }
}

/** The token of the link `invite` or `reset-mfa` printed. */
export function linkToken(stdout: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(stdout);
  if (!match?.[1]) throw new Error(`no link in: ${stdout}`);
  return match[1];
}

export interface StaffClient {
  cookies: Map<string, string>;
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  json<T = Record<string, unknown>>(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; response: Response }>;
}

/** A client that keeps cookies like a browser and sends the site's Origin. */
export function staffClient(base: string, origin: string, userAgent = "staff-test"): StaffClient {
  const cookies = new Map<string, string>();
  const call: StaffClient["call"] = async (path, init = {}) => {
    const headers: Record<string, string> = { origin, "user-agent": userAgent, ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    cookies,
    call,
    async json(path, init) {
      const response = await call(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as never, response };
    },
  };
}

/** The code an authenticator app shows, `offsetPeriods` periods from now. */
export function totpCode(totpUri: string, offsetPeriods = 0): string {
  const totp = OTPAuth.URI.parse(totpUri);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error("not a TOTP URI");
  return totp.generate({ timestamp: Date.now() + offsetPeriods * totp.period * 1000 });
}

export const STRONG_PASSWORD = "correct horse battery staple 42";

/**
 * Invites `email`, accepts with a password, signs in with the link's token and enrols
 * an authenticator. Returns the client (signed in, two factors) and the secrets.
 */
export async function enrolStaff(
  base: string,
  origin: string,
  env: Record<string, string>,
  email: string,
  name = "Test Person",
): Promise<{ client: StaffClient; totpUri: string; backupCodes: string[] }> {
  const invited = await staffInProcess(["invite", email, "--name", name], env);
  if (invited.code !== 0) throw new Error(`invite failed: ${invited.stderr}`);
  const token = linkToken(invited.stdout);
  const client = staffClient(base, origin);
  const accepted = await client.json("/inbox/api/invitations/accept", {
    body: { token, password: STRONG_PASSWORD },
  });
  if (accepted.status !== 200) throw new Error(`accept: ${JSON.stringify(accepted.body)}`);
  const signIn = await client.json("/inbox/api/auth/sign-in/email", {
    body: { email, password: STRONG_PASSWORD },
    headers: { "x-invitation-token": token },
  });
  if (signIn.status !== 200) throw new Error(`enrolment sign-in: ${JSON.stringify(signIn.body)}`);
  const enabled = await client.json<{ totpURI: string; backupCodes: string[] }>(
    "/inbox/api/auth/two-factor/enable",
    {
      body: { password: STRONG_PASSWORD },
    },
  );
  if (enabled.status !== 200) throw new Error(`enable: ${JSON.stringify(enabled.body)}`);
  const verified = await client.json("/inbox/api/auth/two-factor/verify-totp", {
    body: { code: totpCode(enabled.body.totpURI) },
  });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return { client, totpUri: enabled.body.totpURI, backupCodes: enabled.body.backupCodes };
}
