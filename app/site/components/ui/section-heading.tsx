interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  align?: "start" | "center";
}

/** The h2 that opens a section, with an optional eyebrow above and lead below. */
export function SectionHeading({ id, title, eyebrow, lead, align = "start" }: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={`max-w-2xl ${centered ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="text-title">
        {title}
      </h2>
      <Rule centered={centered} />
      {lead ? <p className="mt-6 text-lg leading-relaxed">{lead}</p> : null}
    </div>
  );
}

export function Eyebrow({ children }: { children: string }) {
  return (
    <p className="mb-4 text-xs font-semibold uppercase tracking-eyebrow text-gold-700 in-[.tone-dark]:text-gold-300">
      {children}
    </p>
  );
}

/** The short gold rule under headings: the site's one recurring ornament. */
export function Rule({ centered = false }: { centered?: boolean }) {
  return (
    <span aria-hidden="true" className={`mt-5 block h-px w-16 bg-gold-400 ${centered ? "mx-auto" : ""}`} />
  );
}
