import type { FastifyRequest } from "fastify";
import type { AuthDatabase } from "../database.ts";
import type { PrivateOrigins } from "../origins/origins.ts";
import { type AuthRealm, tableOf } from "../realm.ts";
import { matchRecoveryCode } from "../recovery-codes.ts";
import { webHeaders } from "../sessions/session-check.ts";
import { CLIENT_IP_HEADER, type RealmAuth } from "./create-auth.ts";

// The steps between a Fastify request and the authentication library's Request and answer.

export function splitUrl(url: string): [string, string | undefined] {
  const index = url.indexOf("?");
  return index < 0 ? [url, undefined] : [url.slice(0, index), url.slice(index + 1)];
}

/**
 * The request as the library sees it: the canonical origin (the guard has accepted the
 * browser's, which may be another loopback name), no query string on a POST, and the
 * client address Fastify derived (honouring TRUST_PROXY) in a header a client cannot set.
 */
export function toWebRequest(
  deps: { origins: PrivateOrigins },
  request: FastifyRequest,
  body: Record<string, unknown>,
): Request {
  const headers = webHeaders(request);
  const canonical = deps.origins.canonical;
  headers.set(CLIENT_IP_HEADER, request.ip);
  headers.delete("content-length");
  headers.delete("referer");
  if (headers.has("origin")) headers.set("origin", canonical);
  const init: RequestInit = { method: request.method, headers };
  let url = request.url;
  if (request.method === "POST") {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(body);
    url = splitUrl(url)[0];
  }
  return new Request(`${canonical}${url}`, init);
}

export function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function userIdOf(json: Record<string, unknown> | undefined): string | undefined {
  const user = json?.user as { id?: unknown } | undefined;
  return typeof user?.id === "string" ? user.id : undefined;
}

/** The account's stored recovery code that was typed (any case, any separators), else it as typed. */
export async function storedRecoveryCode(auth: RealmAuth, userId: string | undefined, typed: unknown) {
  if (!userId) return typed;
  const stored = await auth.api
    .viewBackupCodes({ body: { userId } })
    .then((answer) => answer.backupCodes)
    .catch(() => [] as string[]);
  return matchRecoveryCode(stored, typed) ?? typed;
}

export async function resetTokenOwner(
  db: AuthDatabase,
  realm: AuthRealm,
  token: unknown,
): Promise<string | undefined> {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const rows = await db.all<{ value: string }>(
    `SELECT "value" AS value FROM "${tableOf(realm, "verification")}" WHERE "identifier" = ?`,
    [`reset-password:${token}`],
  );
  return rows[0]?.value;
}
