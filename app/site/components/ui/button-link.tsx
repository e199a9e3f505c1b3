import ArrowRight from "lucide-react/icons/arrow-right";

type Variant = "primary" | "outline" | "outline-light";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-gold-400 text-ink-950 hover:bg-gold-300",
  outline: "border border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white",
  "outline-light": "border border-gold-300/70 text-white hover:border-gold-300 hover:bg-white/5",
};

interface ButtonLinkProps {
  to: string;
  children: string;
  variant?: Variant;
}

/** A link styled as a button: the site's calls to action. */
export function ButtonLink({ to, children, variant = "primary" }: ButtonLinkProps) {
  return (
    <a
      href={to}
      className={`group inline-flex min-h-12 items-center gap-3 rounded-sm px-7 py-3 text-sm font-semibold tracking-wide transition-[color,background-color,border-color] ${VARIANTS[variant]}`}
    >
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
      />
    </a>
  );
}
