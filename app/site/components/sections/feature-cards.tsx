import type { FeatureCard } from "#app/site/content/types.ts";
import { Icon } from "../ui/icon.tsx";
import { Section, type Tone } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface FeatureCardsProps {
  id: string;
  title: string;
  lead?: string;
  cards: readonly FeatureCard[];
  tone?: Tone;
}

/** A heading and a grid of icon cards: the UCP Difference, the services. */
export function FeatureCards({ id, title, lead, cards, tone = "sand" }: FeatureCardsProps) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} title={title} lead={lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:mt-16 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className="flex flex-col rounded-sm border border-line bg-white p-7 shadow-[0_1px_2px_rgb(10_22_40/0.04)] sm:p-8"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink-950 text-gold-300">
              <Icon name={card.icon} className="size-5" />
            </span>
            <h3 className="mt-6 text-xl">{card.title}</h3>
            <p className="mt-3 leading-relaxed">{card.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
