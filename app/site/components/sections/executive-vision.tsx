import { Section } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface ExecutiveVisionProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** The partners' statement of where the firm is heading, set as a pull quote. */
export function ExecutiveVision({ id, title, paragraphs }: ExecutiveVisionProps) {
  const [first, ...rest] = paragraphs;
  return (
    <Section labelledBy={id} tone="ink">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-20">
        <SectionHeading id={id} title={title} />
        <div>
          {first ? (
            <p className="border-l-2 border-gold-400 pl-6 font-serif text-2xl leading-snug text-white sm:text-[1.75rem]">
              {first}
            </p>
          ) : null}
          {rest.map((text) => (
            <p key={text} className="mt-6 pl-6 text-lg leading-relaxed">
              {text}
            </p>
          ))}
        </div>
      </div>
    </Section>
  );
}
