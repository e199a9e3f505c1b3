import type { ReactNode } from "react";

/** The page's content column: one width and one gutter everywhere. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-content px-5 sm:px-8 ${className}`}>{children}</div>;
}
