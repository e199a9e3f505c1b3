import type { ReactNode } from "react";
import { Container } from "../ui/container.tsx";
import { Eyebrow, Rule } from "../ui/section-heading.tsx";
import { MeridianLines } from "./meridian-lines.tsx";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The dark opening band of every page but Home: eyebrow, the page's h1, a lead. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="tone-dark relative -mt-(--header-h) overflow-hidden bg-ink-950 pt-(--header-h)"
    >
      <Container className="relative py-16 sm:py-20 lg:py-28">
        <MeridianLines className="top-1/2 -right-56 w-[30rem] -translate-y-1/2 text-ink-800 opacity-50 lg:-right-24 lg:w-[34rem] lg:opacity-100" />
        <div className="relative max-w-3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="page-title" className="text-title sm:text-5xl sm:leading-tight">
            {title}
          </h1>
          <Rule />
          {lead ? <p className="mt-6 text-lg leading-relaxed text-ink-100">{lead}</p> : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
