import ShieldCheck from "lucide-react/icons/shield-check";
import { ButtonLink } from "../ui/button-link.tsx";
import { Container } from "../ui/container.tsx";
import { Eyebrow, Rule } from "../ui/section-heading.tsx";
import { MeridianLines } from "./meridian-lines.tsx";

interface PortalNoticeProps {
  eyebrow: string;
  title: string;
  text: string;
  assurance: string;
  returnLink: { label: string; to: string };
  /** The portal's sign-in, once the portal is on. */
  signIn?: { label: string; to: string };
}

/** The GP/LP portal placeholder: one dark, centred panel. */
export function PortalNotice({ eyebrow, title, text, assurance, returnLink, signIn }: PortalNoticeProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="tone-dark relative -mt-(--header-h) flex min-h-[calc(100svh-var(--header-h))] items-center overflow-hidden bg-ink-950 pt-(--header-h)"
    >
      {/* Centred on the section's first screen, not on the section: on a phone the text makes it
          taller, and text that rewraps when the web fonts arrive would move the drawing. */}
      <div className="absolute inset-x-0 top-0 h-[calc(100svh-var(--header-h))]">
        <MeridianLines
          faint
          className="top-1/2 left-1/2 w-[44rem] -translate-x-1/2 -translate-y-1/2 text-ink-800"
        />
      </div>
      <Container className="relative py-24 text-center sm:py-32">
        <span className="mx-auto mb-8 inline-flex size-16 items-center justify-center rounded-full border border-gold-400/50 text-gold-300">
          <ShieldCheck aria-hidden="true" className="size-7" strokeWidth={1.25} />
        </span>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 id="page-title" className="mx-auto max-w-3xl text-title sm:text-5xl sm:leading-tight">
          {title}
        </h1>
        <Rule centered />
        <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-ink-100">{text}</p>
        <p className="mt-6 font-semibold text-gold-300">{assurance}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {signIn && <ButtonLink to={signIn.to}>{signIn.label}</ButtonLink>}
          <ButtonLink to={returnLink.to} variant="outline-light">
            {returnLink.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
