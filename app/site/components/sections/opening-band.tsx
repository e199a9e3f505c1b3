import type { ReactNode } from "react";
import { Container } from "../ui/container.tsx";
import { Eyebrow } from "../ui/section-heading.tsx";
import { MeridianLines } from "./meridian-lines.tsx";

/** Home's band is taller, with a larger title, than the one every other page opens on. */
const LOOKS = {
  home: {
    titleId: "hero-title",
    title: "text-display",
    padding: "py-24 sm:py-32 lg:py-44",
    // At a fixed height from the band's top, where centring put it once the web fonts had
    // arrived: centred, it moved when they arrived and the title rewrapped.
    lines:
      "top-12 -right-40 w-[34rem] text-ink-700 opacity-50 sm:-right-24 lg:top-14 lg:-right-16 lg:w-[40rem] lg:opacity-100 xl:-right-28",
  },
  page: {
    titleId: "page-title",
    title: "text-title sm:text-5xl sm:leading-tight",
    padding: "py-16 sm:py-20 lg:py-28",
    lines:
      "top-1/2 -right-56 w-[30rem] -translate-y-1/2 text-ink-800 opacity-50 lg:-right-24 lg:w-[34rem] lg:opacity-100",
  },
} as const;

interface OpeningBandProps {
  look: keyof typeof LOOKS;
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The dark band a page opens on: the meridian lines behind, an eyebrow, the page's one h1, then what follows it. */
export function OpeningBand({ look, eyebrow, title, children }: OpeningBandProps) {
  const classes = LOOKS[look];
  return (
    <section
      aria-labelledby={classes.titleId}
      className="tone-dark relative -mt-(--header-h) overflow-hidden bg-ink-950 pt-(--header-h)"
    >
      <Container className={`relative ${classes.padding}`}>
        {/* Anchored to the content column, so it stays beside the text on wide screens. */}
        <MeridianLines className={classes.lines} />
        <div className="relative max-w-3xl">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id={classes.titleId} className={classes.title}>
            {title}
          </h1>
          {children}
        </div>
      </Container>
    </section>
  );
}
