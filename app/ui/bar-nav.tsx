import { Link, useLocation } from "react-router";
import type { SessionUser } from "./session-store.ts";

/** One section of a private app's top bar. */
export interface BarSection {
  to: string;
  label: string;
  /** Whether the address shown is this section's (marked with aria-current). */
  isCurrent(pathname: string): boolean;
}

/** The signed-in part of a private app's top bar: its sections, who is signed in, and sign-out. */
export function BarNav({
  label,
  sections,
  user,
  signedInAs,
  signOut,
}: {
  label: string;
  sections: readonly BarSection[];
  user: SessionUser;
  signedInAs: string;
  signOut: { label: string; run(): Promise<void> };
}) {
  const pathname = useLocation().pathname;
  return (
    <>
      <nav className="bar-nav" aria-label={label}>
        {sections.map((section) => (
          <Link
            key={section.to}
            to={section.to}
            aria-current={section.isCurrent(pathname) ? "page" : undefined}
          >
            {section.label}
          </Link>
        ))}
      </nav>
      <p className="bar-user">
        <span className="visually-hidden">{signedInAs} </span>
        <bdi>{user.name}</bdi>
      </p>
      <button type="button" onClick={() => void signOut.run()}>
        {signOut.label}
      </button>
    </>
  );
}
