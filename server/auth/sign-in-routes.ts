import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { type AuditEntry, recordAudit } from "#server/audit/record-audit.ts";
import { admitAuthAttempt, pendingAccount } from "#server/auth/limits/admission.ts";
import { ApiError, sendApiError } from "#server/http/api-error.ts";
import { nestedTooDeep } from "./body-depth.ts";
import { clientFacts } from "./client-facts.ts";
import { passkeyNeedsHostMessage } from "./copy.ts";
import type { AuthDatabase } from "./database.ts";
import { refusals, sendCopy } from "./errors.ts";
import { mapLibraryRefusal, mappedBody } from "./library/answers.ts";
import type { RealmAuth } from "./library/create-auth.ts";
import { endpointAccess } from "./library/endpoint-policy.ts";
import {
  parseJson,
  resetTokenOwner,
  splitUrl,
  storedRecoveryCode,
  toWebRequest,
  userIdOf,
} from "./library/web-request.ts";
import { gateSignIn } from "./limits/sign-in-gate.ts";
import { claimCode } from "./limits/used-codes.ts";
import type { PrivateOrigins } from "./origins/origins.ts";
import { passwordProblem } from "./passwords/password-policy.ts";
import { answerResetRequest } from "./passwords/reset-request.ts";
import { type AuthRealm, auditRealm, codeOwnerOf } from "./realm.ts";
import { normaliseAuthenticatorCode } from "./recovery-codes.ts";
import { type LoadedSession, loadSession } from "./sessions/session-check.ts";
import { auditAfterAuth } from "./sign-in-audit.ts";

export interface AuthDeps {
  realm: AuthRealm;
  auth: RealmAuth;
  db: AuthDatabase;
  origins: PrivateOrigins;
  /** Whether staff e-mail can be sent (SMTP configured). */
  mail: boolean;
  /** False only for benchmarks (AUTH_LIMITS=off). */
  limits: boolean;
}

/** RFC 5321's longest address: anything longer is refused before it is counted or logged. */
export const MAX_EMAIL_LENGTH = 254;

const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * Mounts the authentication library under the realm's base path (/inbox/api/auth/, and
 * /portal/api/auth/ for the portal) behind the project's rules: only the endpoints sign-in
 * needs, each with the session it requires, limits per
 * network and account, no "trust this device", TOTP codes accepted once, the password
 * policy, refusals in the project's shape, and an audit entry for each event.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  options: Pick<RouteOptions, "config" | "exposeHeadRoute"> = {},
): void {
  app.route({
    ...options,
    method: ["GET", "POST"],
    url: `${deps.realm.basePath}/*`,
    handler: (request, reply) => handleAuth(deps, request, reply),
  });
}

async function handleAuth(deps: AuthDeps, request: FastifyRequest, reply: FastifyReply) {
  const { auth, db, realm } = deps;
  const [pathname = "", query] = splitUrl(request.url);
  const path = pathname.slice(realm.basePath.length);
  const access = endpointAccess(path, request.method);
  if (!access) return refusals.notFound(reply);
  // A reset token has one way in, the body: in the address it would be logged, and the
  // audit could not name whose reset it was.
  if (path === "/reset-password" && query !== undefined) return sendCopy(reply, 400, "reset_token_in_query");
  if (path.startsWith("/passkey/") && deps.origins.atIpAddress(request) && !deps.origins.fixed) {
    const origin = `http://localhost:${/:(\d{1,5})$/.exec(request.headers.host ?? "")?.[1] ?? ""}`;
    return sendApiError(
      reply,
      new ApiError(409, "passkey_needs_host_name", passkeyNeedsHostMessage(origin, realm.appPath)),
    );
  }
  if (nestedTooDeep(request.body)) return sendCopy(reply, 400, "invalid_request");
  let body: Record<string, unknown> =
    request.body && typeof request.body === "object" ? { ...(request.body as Record<string, unknown>) } : {};
  const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
  if (email.length > MAX_EMAIL_LENGTH) return sendCopy(reply, 400, "email_too_long");

  let session: LoadedSession | undefined;
  const isCode = CODE_PATHS.has(path);
  if (access !== "public" || isCode) {
    session = await loadSession(auth, request);
    if (access !== "public") {
      if (!session) return refusals.unauthenticated(reply);
      if (access === "full" && !session.twoFactorEnabled) return refusals.secondFactor(reply);
      if (access === "enrolment" && session.twoFactorEnabled) return sendCopy(reply, 409, "already_enrolled");
    }
  }

  const admission = deps.limits
    ? await admitAuthAttempt(db, realm, request, path, email, session?.userId)
    : undefined;
  if (admission && !admission.verdict.allowed)
    return refusals.tooMany(reply, admission.verdict.retryAfterSeconds);
  if (admission && admission.delayMs > 0) await sleep(admission.delayMs);

  if (path === "/request-password-reset") {
    return answerResetRequest(
      reply,
      { ...deps, log: request.log },
      toWebRequest(deps, request, { ...body, email }),
    );
  }
  let signInAccount: Awaited<ReturnType<typeof gateSignIn>>["account"];
  if (path === "/sign-in/email") {
    const header = request.headers["x-invitation-token"];
    const gated = await gateSignIn(db, realm, body, typeof header === "string" ? header : undefined);
    body = gated.body;
    signInAccount = gated.account;
  }
  // Read before the library consumes the pending second-factor step: whose attempt this is.
  const pendingUserId = isCode && !session ? await pendingAccount(db, realm, request) : undefined;
  if (isCode) {
    // "Trust this device" would let a later password sign-in skip the second factor.
    delete body.trustDevice;
    body.code =
      path === "/two-factor/verify-totp"
        ? normaliseAuthenticatorCode(body.code)
        : await storedRecoveryCode(auth, session?.userId ?? pendingUserId, body.code);
  }
  if (path === "/reset-password" || path === "/change-password") {
    const problem = passwordProblem(String(body.newPassword ?? ""));
    if (problem) return sendCopy(reply, 400, `password_${problem}`);
  }
  const resetUserId = path === "/reset-password" ? await resetTokenOwner(db, realm, body.token) : undefined;

  const response = await auth.handler(toWebRequest(deps, request, body));
  let text = await response.text();
  let status = response.status;
  let cookies = response.headers.getSetCookie();
  let json = parseJson(text);

  if (status === 200 && path === "/two-factor/verify-totp") {
    const userId = userIdOf(json);
    if (userId && !(await claimCode(db, codeOwnerOf(realm, userId), String(body.code ?? "")))) {
      // A replayed code: undo the session the library just made.
      const token = typeof json?.token === "string" ? json.token : undefined;
      if (token) await (await auth.$context).internalAdapter.deleteSession(token);
      status = 401;
      cookies = [];
      json = { code: "CODE_ALREADY_USED" };
    }
  }
  await admission?.settle(status);
  const mapped = await mapLibraryRefusal(db, realm, path, status, json, session?.userId ?? pendingUserId);

  const facts = clientFacts(request);
  const entries: AuditEntry[] = await auditAfterAuth(db, realm, {
    path,
    status: mapped?.status ?? status,
    json,
    body,
    session,
    signInAccount,
    resetUserId,
    pendingUserId,
  });
  for (const entry of entries)
    await recordAudit(db, {
      ...entry,
      ...auditRealm(realm, entry.actorId),
      ip: facts.ip,
      userAgent: facts.userAgent,
    });

  if (mapped) {
    if (mapped.retryAfterSeconds !== undefined) reply.header("retry-after", String(mapped.retryAfterSeconds));
    return reply.code(mapped.status).type("application/json; charset=utf-8").send(mappedBody(mapped));
  }
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
