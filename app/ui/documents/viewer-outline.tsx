import { useId } from "react";
import { Button } from "../button.tsx";
import { documentsContent } from "./documents-content.ts";
import type { OutlineEntry } from "./outline.ts";

const text = documentsContent.viewer;

/** The document's own headings (its outline), each leading to its page. */
export function ViewerOutline({ outline, goTo }: { outline: OutlineEntry[]; goTo: (index: number) => void }) {
  const id = useId();
  const leading = outline
    .filter((entry) => entry.page !== undefined)
    .map((entry, at) => ({ ...entry, id: `${at}` }));
  if (leading.length === 0) return null;
  return (
    <details className="outline">
      <summary id={id}>{text.headings}</summary>
      <nav aria-labelledby={id}>
        <ul>
          {leading.map((entry) => (
            <li key={entry.id} style={{ marginInlineStart: `${(entry.level - 1) * 1}rem` }}>
              <Button variant="link" onClick={() => goTo((entry.page ?? 1) - 1)}>
                <bdi>{entry.title}</bdi>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
