import { InlineScript } from "./inline-script.tsx";

const MARK = "data-current-year";

/** The year the page was built in, until {@link CurrentYearScript} puts in the visitor's. */
export function CurrentYear() {
  return <span {...{ [MARK]: "" }}>{new Date().getFullYear()}</span>;
}

function showCurrentYear(mark: string): void {
  for (const year of document.querySelectorAll(`[${mark}]`))
    year.textContent = String(new Date().getFullYear());
}

/** Placed after the last {@link CurrentYear}: a page built last December still reads this year. */
export function CurrentYearScript() {
  return <InlineScript run={showCurrentYear} args={[MARK]} />;
}
