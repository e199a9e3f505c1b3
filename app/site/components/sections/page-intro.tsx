import type { ReactNode } from "react";
import { Rule } from "../ui/section-heading.tsx";
import { OpeningBand } from "./opening-band.tsx";

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The dark opening band of every page but Home: eyebrow, the page's h1, a lead. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <OpeningBand look="page" eyebrow={eyebrow} title={title}>
      <Rule />
      {lead ? <p className="mt-6 text-lg leading-relaxed text-ink-100">{lead}</p> : null}
      {children}
    </OpeningBand>
  );
}
