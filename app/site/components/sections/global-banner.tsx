import { Container } from "../ui/container.tsx";
import { Rule } from "../ui/section-heading.tsx";
import { MeridianLines } from "./meridian-lines.tsx";

/** A full-width statement between the regions and the investor categories. */
export function GlobalBanner({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className="tone-dark relative overflow-hidden bg-ink-900">
      <MeridianLines className="-top-24 -left-40 w-[28rem] text-ink-700 opacity-40 lg:-left-20 lg:opacity-100" />
      <Container className="relative py-20 text-center sm:py-24">
        <h2 id={id} className="text-title">
          {title}
        </h2>
        <Rule centered />
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-100">{text}</p>
      </Container>
    </section>
  );
}
