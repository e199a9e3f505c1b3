import { BarNav, type BarSection } from "#app/ui/bar-nav.tsx";
import type { SessionUser } from "#app/ui/session-store.ts";
import { content } from "../content.ts";
import { session } from "../session.ts";
import { HOME_PATH } from "./paths.ts";

const SECTIONS: BarSection[] = [
  {
    to: HOME_PATH,
    label: content.nav.home,
    isCurrent: (pathname) => pathname === HOME_PATH || pathname.startsWith("/portal/deals/"),
  },
  {
    to: "/portal/account",
    label: content.nav.account,
    isCurrent: (pathname) => pathname === "/portal/account",
  },
];

const signOut = { label: content.nav.signOut, run: () => session.signOut() };

/** The signed-in part of the portal's top bar: its deals, the account, and sign-out. */
export function PortalNav({ user }: { user: SessionUser }) {
  return (
    <BarNav
      label={content.nav.label}
      sections={SECTIONS}
      user={user}
      signedInAs={content.nav.signedInAs}
      signOut={signOut}
    />
  );
}
