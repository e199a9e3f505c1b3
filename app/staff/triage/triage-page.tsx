import { type ReactNode, useEffect, useRef } from "react";
import { TriageNav } from "./triage-nav.tsx";
import "./triage.css";

/**
 * A triage screen: wider than the sign-in screens (a list needs the room), its heading
 * focused when it appears so a screen reader announces the change.
 */
export function TriagePage({
  heading,
  title,
  children,
}: {
  heading: string;
  title?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  useEffect(() => {
    document.title = title ?? `${heading} · UCP staff`;
  }, [heading, title]);
  return (
    <main className="triage">
      <TriageNav />
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </main>
  );
}
