import { type PortalMailTexts, portalResetMail } from "./mail/portal-mail.ts";
import { resetMail } from "./mail/staff-mail.ts";

/**
 * One sign-in of the server (decisions 0021, 0032): the staff's under /inbox, the portal
 * people's under /portal/. Both run the same code with these differences only, so the
 * separation is structural: other cookie names and paths, other tables.
 */
export interface AuthRealm {
  name: "staff" | "portal";
  /** The realm's JSON API; the library answers under `${apiPath}/auth`. */
  apiPath: string;
  basePath: string;
  /** The realm's pages: links in e-mail lead here. */
  appPath: string;
  cookiePrefix: string;
  /** The portal's ends in a slash: the public page /portal never gets its cookie. */
  cookiePath: string;
  tablePrefix: "staff_" | "portal_";
  resetMail: PortalMailTexts["reset"];
}

export const STAFF_REALM: AuthRealm = {
  name: "staff",
  apiPath: "/inbox/api",
  basePath: "/inbox/api/auth",
  appPath: "/inbox",
  cookiePrefix: "ucp-staff",
  cookiePath: "/inbox",
  tablePrefix: "staff_",
  resetMail,
};

export const PORTAL_REALM: AuthRealm = {
  name: "portal",
  apiPath: "/portal/api",
  basePath: "/portal/api/auth",
  appPath: "/portal",
  cookiePrefix: "ucp-portal",
  cookiePath: "/portal/",
  tablePrefix: "portal_",
  resetMail: portalResetMail,
};

/** The realm's table `name` (`user` → `staff_user`); always one of the fixed names above. */
export function tableOf(realm: AuthRealm, name: string): string {
  return `${realm.tablePrefix}${name}`;
}

/** A limit's scope: the staff keep their keys, other realms count apart (`portal:sign-in…`). */
export function scopeOf(realm: AuthRealm, scope: string): string {
  return realm.name === "staff" ? scope : `${realm.name}:${scope}`;
}

/** The owner of used TOTP codes in the shared table: `portal:<id>` for a person. */
export function codeOwnerOf(realm: AuthRealm, userId: string): string {
  return realm.name === "staff" ? userId : `${realm.name}:${userId}`;
}

/** What the audit log adds for the realm: a portal actor is a person. */
export function auditRealm(realm: AuthRealm, actorId: string | null | undefined) {
  return realm.name === "staff" ? {} : { realm: realm.name, personId: actorId ?? null };
}
