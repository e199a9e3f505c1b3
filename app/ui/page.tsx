import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";

/** What each app adds after a screen's name in the tab's title ("Inbox · UCP staff"). */
export const TitleSuffix = createContext("UCP");

/**
 * A screen: its heading takes focus when it appears, so a screen reader announces the change.
 * `wide` gives lists and tables the room they need; `title` replaces the tab's title.
 */
export function Page({
  heading,
  title,
  wide = false,
  children,
}: {
  heading: ReactNode;
  title?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const suffix = useContext(TitleSuffix);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const text = typeof heading === "string" ? heading : undefined;
  useEffect(() => {
    document.title = title ?? `${text ?? ""} · ${suffix}`;
  }, [text, title, suffix]);
  return (
    <main className={wide ? "wide" : undefined}>
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </main>
  );
}
