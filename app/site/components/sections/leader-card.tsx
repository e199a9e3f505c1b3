import type { Leader } from "#app/site/content/types.ts";
import { LinkedinIcon } from "../ui/linkedin-icon.tsx";

interface LeaderCardProps {
  leader: Leader;
  linkedinLabel: string;
  /** Folder the portraits are served from. */
  imageBase?: string;
}

/** A founding partner: portrait (or monogram), name, title, bio and LinkedIn link. */
export function LeaderCard({ leader, linkedinLabel, imageBase = "/images/" }: LeaderCardProps) {
  return (
    <article className="flex h-full flex-col rounded-sm border border-line bg-white p-7 sm:p-10">
      {leader.imageName ? (
        <img
          src={`${imageBase}${leader.imageName}`}
          alt={`Portrait of ${leader.name}`}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 rounded-full object-cover"
        />
      ) : (
        <Monogram text={leader.imagePlaceholder} />
      )}
      <h3 className="mt-6 text-2xl">{leader.name}</h3>
      <p className="mt-1 text-sm font-semibold uppercase tracking-eyebrow text-gold-700">{leader.title}</p>
      <p className="mt-5 flex-1 leading-relaxed">{leader.bio}</p>
      <a
        href={leader.linkedin}
        rel="noopener"
        aria-label={`${linkedinLabel}: ${leader.name}`}
        className="mt-7 inline-flex items-center gap-2 self-start text-sm font-semibold text-ink-800 underline decoration-gold-400 underline-offset-4 hover:decoration-2"
      >
        <LinkedinIcon className="size-4" />
        {linkedinLabel}
      </a>
    </article>
  );
}

/** Stands in for a portrait until one is supplied; decorative, the name follows. */
function Monogram({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="leader-monogram"
      className="inline-flex size-24 items-center justify-center rounded-full bg-ink-950 font-serif text-2xl tracking-[0.12em] text-gold-300 ring-1 ring-gold-400/40 ring-offset-4 ring-offset-white"
    >
      {text}
    </span>
  );
}
