import type { Inline } from "#app/site/content/types.ts";

/** Renders a sentence of content whose parts may be links. */
export function RichText({ parts }: { parts: readonly Inline[] }) {
  return (
    <>
      {parts.map((part) =>
        typeof part === "string" ? (
          part
        ) : (
          <a
            key={part.href + part.text}
            href={part.href}
            className="font-medium text-ink-800 underline decoration-gold-400 underline-offset-4 hover:decoration-2"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
