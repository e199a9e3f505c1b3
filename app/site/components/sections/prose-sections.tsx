import type { ProseBlock, ProseSection } from "#app/site/content/types.ts";
import { Container } from "../ui/container.tsx";
import { RichText } from "../ui/rich-text.tsx";

/** Long-form text such as the privacy policy: one h2 per section, in a reading column. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <div className="bg-paper py-16 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.title}
              aria-labelledby={`prose-${index}`}
              className="border-b border-line py-8 first:pt-0 last:border-0"
            >
              <h2 id={`prose-${index}`} className="text-2xl">
                {section.title}
              </h2>
              {section.blocks.map((block) =>
                "list" in block ? (
                  <ul
                    key={blockKey(block)}
                    className="mt-4 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-gold-700"
                  >
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={blockKey(block)} className="mt-4 leading-relaxed">
                    <RichText parts={block} />
                  </p>
                ),
              )}
            </section>
          ))}
        </div>
      </Container>
    </div>
  );
}

/** A block's own text identifies it: the content never repeats a block within a section. */
function blockKey(block: ProseBlock): string {
  const parts = "list" in block ? block.list : block;
  return parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
