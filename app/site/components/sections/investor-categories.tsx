import type { InvestorCategory } from "#app/site/content/types.ts";
import { Section } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface InvestorCategoriesProps {
  id: string;
  title: string;
  lead: string;
  commitmentLabel: string;
  categories: readonly InvestorCategory[];
}

/** Six investor categories, each with its typical commitment range. */
export function InvestorCategories({
  id,
  title,
  lead,
  commitmentLabel,
  categories,
}: InvestorCategoriesProps) {
  return (
    <Section labelledBy={id} tone="sand">
      <SectionHeading id={id} title={title} lead={lead} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:mt-16 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.name} className="flex flex-col rounded-sm border border-line bg-white p-7 sm:p-8">
            <h3 className="text-xl">{category.name}</h3>
            <p className="mt-3 flex-1 leading-relaxed">{category.description}</p>
            <dl className="mt-6 border-t border-line pt-5">
              <dt className="text-xs font-semibold uppercase tracking-eyebrow text-muted">
                {commitmentLabel}
              </dt>
              <dd className="mt-1 font-serif text-2xl text-heading" data-testid="commitment-range">
                {category.commitmentRange}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
