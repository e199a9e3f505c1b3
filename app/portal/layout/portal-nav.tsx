import { Link, useLocation } from "react-router";
import type { SessionUser } from "../../ui/session-store.ts";
import { content } from "../content.ts";
import { session } from "../session.ts";
import { HOME_PATH } from "./paths.ts";

const SECTIONS = [
  { to: HOME_PATH, label: content.nav.home, prefix: "/portal/deals/" },
  { to: "/portal/account", label: content.nav.account, prefix: null },
] as const;

/** The signed-in part of the top bar: sections, who is signed in, and sign-out. */
export function PortalNav({ user }: { user: SessionUser }) {
  const pathname = useLocation().pathname;
  return (
    <>
      <nav className="bar-nav" aria-label={content.nav.label}>
        {SECTIONS.map((section) => {
          const current =
            pathname === section.to || (section.prefix !== null && pathname.startsWith(section.prefix));
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
