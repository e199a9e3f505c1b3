import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { recordAudit } from "#server/audit/record-audit.ts";
import { clientFacts } from "../client-facts.ts";
import type { AuthDatabase } from "../database.ts";
import { sendCopy } from "../errors.ts";
import type { RealmAuth } from "../library/create-auth.ts";
import { type AuthRealm, auditRealm, tableOf } from "../realm.ts";
import type { RouteExtras } from "./session-routes.ts";

/** Who the guard let in: `request.staff`, or the portal's `request.portalPerson`. */
export type SignedIn = (
  request: FastifyRequest,
) => { id: string; email: string; sessionId: string } | undefined;

interface SessionRow {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  updatedAt: unknown;
}

/**
 * The account page's list of sessions and "end this one". The library's own list hands
 * every session's token to the page; this one gives ids only, so a script on the page
 * could never carry another session away.
 */
export function registerSessionsRoutes(
  app: FastifyInstance,
  realm: AuthRealm,
  deps: { auth: RealmAuth; db: AuthDatabase; guard: preHandlerAsyncHookHandler; signedIn: SignedIn },
  extras: RouteExtras = {},
): void {
  const { auth, db, guard, signedIn } = deps;
  const options = { ...extras, preHandler: guard };
  const rowsOf = (userId: string) =>
    db.all<SessionRow>(
      `SELECT "id" AS id, "token" AS token, "userAgent" AS "userAgent", "ipAddress" AS "ipAddress", "updatedAt" AS "updatedAt"
       FROM "${tableOf(realm, "session")}" WHERE "userId" = ? AND "expiresAt" > ? ORDER BY "updatedAt" DESC`,
      [userId, new Date().toISOString()],
    );

  app.get(`${realm.apiPath}/sessions`, options, async (request) => {
    const staff = signedIn(request);
    if (!staff) throw new Error("guarded route without staff");
    const rows = await rowsOf(staff.id);
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      lastSeen: new Date(
        String(row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt),
      ).toISOString(),
      current: row.id === staff.sessionId,
    }));
  });

  app.post(`${realm.apiPath}/sessions/end`, options, async (request, reply) => {
    const staff = signedIn(request);
    if (!staff) throw new Error("guarded route without staff");
    const id = String((request.body as { id?: unknown } | null)?.id ?? "");
    const target = (await rowsOf(staff.id)).find((row) => row.id === id);
    if (!target) return sendCopy(reply, 404, "session_not_found");
    await (await auth.$context).internalAdapter.deleteSession(target.token);
    const facts = clientFacts(request);
    await recordAudit(db, {
      event: "account_updated",
      actorId: staff.id,
      actorEmail: staff.email,
      detail: { change: target.id === staff.sessionId ? "signed_out_here" : "session_ended" },
      ...auditRealm(realm, staff.id),
      ip: facts.ip,
      userAgent: facts.userAgent,
    });
    return { ended: true };
  });
}
