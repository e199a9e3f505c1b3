import { type ReactNode, useEffect, useRef } from "react";

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
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const text = typeof heading === "string" ? heading : undefined;
  useEffect(() => {
    document.title = title ?? `${text ?? ""} · UCP staff`;
  }, [text, title]);
  return (
    <main className={wide ? "wide" : undefined}>
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </main>
  );
}
