import type { CallToAction } from "#app/site/content/types.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { Container } from "../ui/container.tsx";

/** The closing invitation at the foot of a page. */
export function CtaBand({ id, title, text, label, to }: CallToAction & { id: string }) {
  return (
    <section aria-labelledby={id} className="tone-dark bg-ink-900">
      <Container className="flex flex-col gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-100">{text}</p>
        </div>
        <div className="shrink-0">
          <ButtonLink to={to}>{label}</ButtonLink>
        </div>
      </Container>
    </section>
  );
}
