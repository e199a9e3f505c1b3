import { ButtonLink } from "../ui/button-link.tsx";
import { OpeningBand } from "./opening-band.tsx";

interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  cta: { label: string; to: string };
}

/** Home's opening band: the one h1, a lead and the first call to action. */
export function Hero({ eyebrow, title, lead, cta }: HeroProps) {
  return (
    <OpeningBand look="home" eyebrow={eyebrow} title={title}>
      <p className="mt-8 max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{lead}</p>
      <div className="mt-10">
        <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
      </div>
    </OpeningBand>
  );
}
