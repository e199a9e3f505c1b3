import { Link, useLocation } from "react-router";
import { content } from "../content.ts";
import { type SessionUser, session } from "../session.ts";

const SECTIONS = [
  { to: "/inbox", label: content.nav.home, also: ["/inbox/inquiry"] },
  { to: "/inbox/audit", label: content.nav.audit, also: [] },
  { to: "/inbox/erase", label: content.nav.erase, also: [] },
  { to: "/inbox/account", label: content.nav.account, also: [] },
] as const;

/** The signed-in part of the top bar: sections, who is signed in, and sign-out. */
export function StaffNav({ user }: { user: SessionUser }) {
  const pathname = useLocation().pathname.replace(/\/+$/, "");
  return (
    <>
      <nav className="bar-nav" aria-label={content.nav.label}>
        {SECTIONS.map((section) => {
          const current = pathname === section.to || (section.also as readonly string[]).includes(pathname);
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
