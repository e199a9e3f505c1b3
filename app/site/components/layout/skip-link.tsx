/** First focusable element of every page: jumps past the header to the content. */
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-sm focus:bg-white focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-ink-950 focus:shadow-lg"
    >
      {label}
    </a>
  );
}
