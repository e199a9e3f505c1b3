import { useEffect, useState } from "react";

/** Year of the build, fixed by vite.config.ts so prerendered HTML and hydration agree. */
export const BUILD_YEAR = Number(import.meta.env.PUBLIC_BUILD_YEAR) || new Date().getFullYear();

/**
 * The current year. The prerendered page carries the build year; after
 * hydration the visitor's clock takes over, so a page built last December
 * still reads this year, and hydration sees identical markup.
 */
export function CurrentYear({ initialYear = BUILD_YEAR }: { initialYear?: number }) {
  const [year, setYear] = useState(initialYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
