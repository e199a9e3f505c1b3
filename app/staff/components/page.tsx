import { type ReactNode, useEffect, useRef } from "react";

/** A screen: its heading takes focus when it appears, so a screen reader announces the change. */
export function Page({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${heading} · UCP staff`;
    ref.current?.focus();
  }, [heading]);
  return (
    <main>
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </main>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}
