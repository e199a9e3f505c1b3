import { useRouteLoaderData } from "react-router";
import { BarNav, type BarSection } from "#app/ui/bar-nav.tsx";
import { content } from "../content.ts";
import { type SessionUser, session } from "../session.ts";
import type { StaffData } from "./access.ts";

/** A section whose address is `to`, any of `also`, or (with `below`) any address under `to`. */
const section = (to: string, label: string, also: string[] = [], below = false): BarSection => ({
  to,
  label,
  isCurrent: (pathname) => {
    const path = pathname.replace(/\/+$/, "");
    return path === to || also.includes(path) || (below && path.startsWith(`${to}/`));
  },
});

const PORTAL = section("/inbox/portal", content.nav.portal, [], true);
const DATA_ROOM = section("/inbox/data-room", content.nav.dataRoom, [], true);
/** The sections that exist only while the server runs the portal. */
const PORTAL_SECTIONS = [PORTAL, DATA_ROOM];
const SECTIONS = [
  section("/inbox", content.nav.home, ["/inbox/inquiry"]),
  PORTAL,
  DATA_ROOM,
  section("/inbox/audit", content.nav.audit),
  section("/inbox/erase", content.nav.erase),
  section("/inbox/account", content.nav.account),
];

const signOut = { label: content.nav.signOut, run: () => session.signOut() };

/**
 * The signed-in part of the staff app's top bar. The portal's sections show only when the
 * server runs the portal (its capabilities, read by the private screens' loader).
 */
export function StaffNav({ user }: { user: SessionUser }) {
  const portal = (useRouteLoaderData("staff") as StaffData | undefined)?.portal === true;
  return (
    <BarNav
      label={content.nav.label}
      sections={portal ? SECTIONS : SECTIONS.filter((one) => !PORTAL_SECTIONS.includes(one))}
      user={user}
      signedInAs={content.nav.signedInAs}
      signOut={signOut}
    />
  );
}
