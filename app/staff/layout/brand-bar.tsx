import type { ReactNode } from "react";
import { content } from "../content.ts";

/**
 * The slim top bar every staff screen shares: the firm's wordmark and the section name,
 * then whatever the screen adds (navigation, sign-out). The wordmark is text, not a link,
 * so it never competes with the "Inbox" link for a name.
 */
export function BrandBar({ children }: { children?: ReactNode }) {
  return (
    <header className="bar">
      <p className="brand">
        <span className="wordmark">{content.brand.wordmark}</span>
        <span className="section">{content.brand.section}</span>
      </p>
      {children}
    </header>
  );
}
