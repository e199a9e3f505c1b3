import MapPin from "lucide-react/icons/map-pin";
import type { Region } from "#app/site/content/types.ts";
import { Section } from "../ui/section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

interface RegionGridProps {
  id: string;
  title: string;
  regions: readonly Region[];
  keyInvestorTypesLabel: string;
}

/** One card per region: what characterises it and which investors we meet there. */
export function RegionGrid({ id, title, regions, keyInvestorTypesLabel }: RegionGridProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id} title={title} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:mt-16">
        {regions.map((region) => (
          <li key={region.name} className="rounded-sm border border-line bg-white p-7 sm:p-9">
            <h3 className="flex items-center gap-3 text-2xl">
              <MapPin aria-hidden="true" className="size-5 text-gold-700" strokeWidth={1.5} />
              {region.name}
            </h3>
            <p className="mt-4 leading-relaxed">{region.description}</p>
            <p className="mt-6 text-xs font-semibold uppercase tracking-eyebrow text-muted">
              {keyInvestorTypesLabel}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {region.keyInvestorTypes.map((type) => (
                <li key={type} className="rounded-full bg-sand px-3 py-1 text-sm text-heading">
                  {type}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
