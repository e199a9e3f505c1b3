import type { ReactNode } from "react";
import { Container } from "./container.tsx";

export type Tone = "paper" | "sand" | "ink";

const TONES: Record<Tone, string> = {
  paper: "bg-paper",
  sand: "bg-sand",
  ink: "tone-dark bg-ink-900",
};

interface SectionProps {
  /** id of the heading that names this region for assistive technology. */
  labelledBy: string;
  tone?: Tone;
  children: ReactNode;
  className?: string;
}

/** A full-width band of the page; bands alternate tones to pace long pages. */
export function Section({ labelledBy, tone = "paper", children, className = "" }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={`${TONES[tone]} py-16 sm:py-20 lg:py-28 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
