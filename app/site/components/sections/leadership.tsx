import type { Leader } from "#app/site/content/types.ts";
import { Section } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { LeaderCard } from "./leader-card.tsx";

interface LeadershipProps {
  id: string;
  title: string;
  lead: string;
  leaders: readonly Leader[];
  linkedinLabel: string;
}

export function Leadership({ id, title, lead, leaders, linkedinLabel }: LeadershipProps) {
  return (
    <Section labelledBy={id} tone="sand">
      <SectionHeading id={id} title={title} lead={lead} />
      <ul className="mt-12 grid gap-6 lg:mt-16 lg:grid-cols-2">
        {leaders.map((leader) => (
          <li key={leader.name}>
            <LeaderCard leader={leader} linkedinLabel={linkedinLabel} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
