import { Link, useLocation, useRouteLoaderData } from "react-router";
import { content } from "../content.ts";
import { type SessionUser, session } from "../session.ts";
import type { StaffData } from "./access.ts";

const PORTAL = { to: "/inbox/portal", label: content.nav.portal, also: [], below: true };
const DATA_ROOM = { to: "/inbox/data-room", label: content.nav.dataRoom, also: [], below: true };
/** The sections that exist only while the server runs the portal. */
const PORTAL_SECTIONS: readonly unknown[] = [PORTAL, DATA_ROOM];
const SECTIONS = [
  { to: "/inbox", label: content.nav.home, also: ["/inbox/inquiry"], below: false },
  PORTAL,
  DATA_ROOM,
  { to: "/inbox/audit", label: content.nav.audit, also: [], below: false },
  { to: "/inbox/erase", label: content.nav.erase, also: [], below: false },
  { to: "/inbox/account", label: content.nav.account, also: [], below: false },
] as const;

/**
 * The signed-in part of the top bar: sections, who is signed in, and sign-out. The portal's
 * section shows only when the server runs the portal (its capabilities, read by the private
 * screens' loader).
 */
export function StaffNav({ user }: { user: SessionUser }) {
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  const portal = (useRouteLoaderData("staff") as StaffData | undefined)?.portal === true;
  return (
    <>
      <nav className="bar-nav" aria-label={content.nav.label}>
        {SECTIONS.filter((section) => portal || !PORTAL_SECTIONS.includes(section)).map((section) => {
          const current =
            pathname === section.to ||
            (section.also as readonly string[]).includes(pathname) ||
            (section.below && pathname.startsWith(`${section.to}/`));
          return (
            <Link key={section.to} to={section.to} aria-current={current ? "page" : undefined}>
              {section.label}
            </Link>
          );
        })}
      </nav>
      <p className="bar-user">
        <span className="visually-hidden">{content.nav.signedInAs} </span>
        <bdi>{user.name}</bdi>
      </p>
      <button type="button" onClick={() => void session.signOut()}>
        {content.nav.signOut}
      </button>
    </>
  );
}
