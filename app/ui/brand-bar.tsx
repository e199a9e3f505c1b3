import type { ReactNode } from "react";

/**
 * The slim top bar every private screen shares: the firm's wordmark and the app's name,
 * then whatever the screen adds (navigation, sign-out). The wordmark is text, not a link,
 * so it never competes with the home link for a name.
 */
export function BrandBar({
  wordmark,
  section,
  children,
}: {
  wordmark: string;
  section: string;
  children?: ReactNode;
}) {
  return (
    <header className="bar">
      <p className="brand">
        <span className="wordmark">{wordmark}</span>
        <span className="section">{section}</span>
      </p>
      {children}
    </header>
  );
}
