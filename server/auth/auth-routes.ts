import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AuditEntry, recordAudit } from "./audit.ts";
import { auditAfterAuth } from "./audit-auth.ts";
import { CLIENT_IP_HEADER, type StaffAuth } from "./auth.ts";
import { countAuthAttempt, pendingAccount } from "./auth-limits.ts";
import { AUTH_BASE_PATH } from "./auth-settings.ts";
import { clientFacts } from "./client-facts.ts";
import type { StaffDatabase } from "./database.ts";
import { endpointAccess } from "./endpoint-policy.ts";
import { refusals, sendError } from "./errors.ts";
import { passwordProblem } from "./password-policy.ts";
import { type LoadedSession, loadSession, webHeaders } from "./session-check.ts";
import { gateSignIn } from "./sign-in-gate.ts";
import { claimCode } from "./used-codes.ts";

export interface AuthDeps {
  auth: StaffAuth;
  db: StaffDatabase;
  origin: string;
  /** False only for benchmarks (AUTH_LIMITS=off). */
  limits: boolean;
}

const PASSWORD_MESSAGES = {
  too_short: "Use at least 12 characters.",
  too_long: "Use at most 128 characters.",
  common: "This password is too common. Choose another.",
} as const;

/**
 * Mounts the authentication library under /inbox/api/auth/ behind the project's rules:
 * only the endpoints staff sign-in needs, each with the session it requires, limits per
 * account and address, no "trust this device", TOTP codes accepted once, the password
 * policy, and an audit entry for each event.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: (request, reply) => handleAuth(deps, request, reply),
  });
}

async function handleAuth(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply) {
  const { auth, db } = deps;
  const path = (request.url.split("?", 1)[0] ?? "").slice(AUTH_BASE_PATH.length);
  const access = endpointAccess(path, request.method);
  if (!access) return refusals.notFound(reply);
  let body: Record<string, unknown> =
    request.body && typeof request.body === "object" ? { ...(request.body as Record<string, unknown>) } : {};

  let session: LoadedSession | undefined;
  const isCode = path === "/two-factor/verify-totp" || path === "/two-factor/verify-backup-code";
  if (access !== "public" || isCode) {
    session = await loadSession(auth, request);
    if (access !== "public") {
      if (!session) return refusals.unauthenticated(reply);
      if (access === "full" && !session.twoFactorEnabled) return refusals.secondFactor(reply);
      if (access === "enrolment" && session.twoFactorEnabled)
        return sendError(reply, 409, "already_enrolled", "This account already has an authenticator.");
    }
  }

  if (deps.limits) {
    const verdict = await countAuthAttempt(db, request, path, body, session?.userId);
    if (!verdict.allowed) return refusals.tooMany(reply, verdict.retryAfterSeconds);
  }

  let signInAccount: Awaited<ReturnType<typeof gateSignIn>>["account"];
  if (path === "/sign-in/email") {
    const header = request.headers["x-invitation-token"];
    const gated = await gateSignIn(db, body, typeof header === "string" ? header : undefined);
    body = gated.body;
    signInAccount = gated.account;
  }
  // "Trust this device" would let a later password sign-in skip the second factor.
  if (isCode) delete body.trustDevice;
  if (path === "/reset-password" || path === "/change-password") {
    const problem = passwordProblem(String(body.newPassword ?? ""));
    if (problem) return sendError(reply, 400, `password_${problem}`, PASSWORD_MESSAGES[problem]);
  }
  const resetUserId = path === "/reset-password" ? await resetTokenOwner(db, body.token) : undefined;
  // Read before the library consumes the pending second-factor step: whose attempt this is.
  const pendingUserId = isCode && !session ? await pendingAccount(db, request) : undefined;

  const response = await auth.handler(toWebRequest(deps.origin, request, body));
  let text = await response.text();
  let status = response.status;
  let cookies = response.headers.getSetCookie();
  const json = parseJson(text);

  if (status === 200 && path === "/two-factor/verify-totp") {
    const userId = userIdOf(json);
    if (userId && !(await claimCode(db, userId, String(body.code ?? "")))) {
      // A replayed code: undo the session the library just made.
      const token = typeof json?.token === "string" ? json.token : undefined;
      if (token) await (await auth.$context).internalAdapter.deleteSession(token);
      status = 401;
      cookies = [];
      text = JSON.stringify({
        code: "CODE_ALREADY_USED",
        message: "This code was already used. Wait for the next one.",
      });
    }
  }
  if (status === 403 && json?.code === "ACCOUNT_TEMPORARILY_LOCKED") {
    return refusals.tooMany(reply, 15 * 60);
  }

  const facts = clientFacts(request);
  const entries: AuditEntry[] = await auditAfterAuth(db, {
    path,
    status,
    json: status === 200 ? json : parseJson(text),
    body,
    session,
    signInAccount,
    resetUserId,
    pendingUserId,
  });
  for (const entry of entries) await recordAudit(db, { ...entry, ip: facts.ip, userAgent: facts.userAgent });

  reply.code(status);
  // Session tokens travel only in the HttpOnly cookie, never in a body script can read.
  if (status === 200 && json && (typeof json.token === "string" || json.session)) {
    const { token: _token, session: _session, ...rest } = json;
    text = JSON.stringify(rest);
  }
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length" || name === "content-encoding") continue;
    reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.send(text);
}

function toWebRequest(origin: string, request: FastifyRequest, body: Record<string, unknown>): Request {
  const headers = webHeaders(request);
  // The library reads the client address from this header only; Fastify derived it
  // (honouring TRUST_PROXY), and a client cannot set it: it is replaced here.
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete("content-length");
  const init: RequestInit = { method: request.method, headers };
  if (request.method === "POST") {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(body);
  }
  return new Request(`${origin}${request.url}`, init);
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function userIdOf(json: Record<string, unknown> | undefined): string | undefined {
  const user = json?.user as { id?: unknown } | undefined;
  return typeof user?.id === "string" ? user.id : undefined;
}

async function resetTokenOwner(db: StaffDatabase, token: unknown): Promise<string | undefined> {
  if (typeof token !== "string") return undefined;
  const rows = await db.query<{ value: string }>(
    `SELECT "value" AS value FROM "staff_verification" WHERE "identifier" = ?`,
    [`reset-password:${token}`],
  );
  return rows[0]?.value;
}
