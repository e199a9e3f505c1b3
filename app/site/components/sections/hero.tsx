import { ButtonLink } from "../ui/button-link.tsx";
import { Container } from "../ui/container.tsx";
import { Eyebrow } from "../ui/section-heading.tsx";
import { MeridianLines } from "./meridian-lines.tsx";

interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  cta: { label: string; to: string };
}

/** Home's opening band: the one h1, a lead and the first call to action. */
export function Hero({ eyebrow, title, lead, cta }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="tone-dark relative -mt-(--header-h) overflow-hidden bg-ink-950 pt-(--header-h)"
    >
      <Container className="relative py-24 sm:py-32 lg:py-44">
        {/* Anchored to the content column, so it stays beside the text on wide screens. */}
        <MeridianLines className="top-1/2 -right-40 w-[34rem] -translate-y-1/2 text-ink-700 opacity-50 sm:-right-24 lg:-right-16 lg:w-[40rem] lg:opacity-100 xl:-right-28" />
        <div className="relative max-w-3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="hero-title" className="text-display">
            {title}
          </h1>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-ink-100 sm:text-xl">{lead}</p>
          <div className="mt-10">
            <ButtonLink to={cta.to}>{cta.label}</ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
