import type { Value } from "#app/site/content/types.ts";
import { Section } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface BrandStoryProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  valuesTitle: string;
  values: readonly Value[];
}

/** The firm's story beside its numbered list of values. */
export function BrandStory({ id, title, paragraphs, valuesTitle, values }: BrandStoryProps) {
  return (
    <Section labelledBy={id}>
      <div className="grid gap-14 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <div>
          <SectionHeading id={id} title={title} />
          {paragraphs.map((text) => (
            <p key={text} className="mt-6 text-lg leading-relaxed">
              {text}
            </p>
          ))}
        </div>
        <div className="rounded-sm border border-line bg-white p-7 sm:p-10">
          <h3 className="text-2xl">{valuesTitle}</h3>
          <ol className="mt-6 divide-y divide-line">
            {values.map((value, index) => (
              <li key={value.title} className="flex gap-5 py-5 first:pt-2 last:pb-0">
                <span aria-hidden="true" className="font-serif text-lg text-gold-700 tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <p className="font-semibold text-heading">{value.title}</p>
                  <p className="mt-1 leading-relaxed">{value.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
