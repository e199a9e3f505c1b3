/**
 * Decorative meridians and great-circle arcs behind the dark opening bands.
 * Inline SVG so it paints with the HTML (no request, never the LCP image).
 * `faint` dims the gold arcs where the drawing sits behind text.
 */
export function MeridianLines({ className = "", faint = false }: { className?: string; faint?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 600 600"
      fill="none"
      className={`pointer-events-none absolute ${className}`}
    >
      <g stroke="currentColor" strokeWidth="0.75">
        <circle cx="300" cy="300" r="280" />
        <ellipse cx="300" cy="300" rx="210" ry="280" />
        <ellipse cx="300" cy="300" rx="130" ry="280" />
        <ellipse cx="300" cy="300" rx="45" ry="280" />
        <ellipse cx="300" cy="300" rx="280" ry="190" />
        <ellipse cx="300" cy="300" rx="280" ry="95" />
        <line x1="20" y1="300" x2="580" y2="300" />
      </g>
      <g stroke="#c9a96e" strokeWidth="1.25" opacity={faint ? 0.35 : 1}>
        <path d="M118 212 Q 260 90 412 178" />
        <path d="M412 178 Q 470 300 386 428" />
        <path d="M118 212 Q 180 380 386 428" strokeDasharray="3 5" />
      </g>
      <g fill="#c9a96e" opacity={faint ? 0.35 : 1}>
        <circle cx="118" cy="212" r="4" />
        <circle cx="412" cy="178" r="4" />
        <circle cx="386" cy="428" r="4" />
      </g>
    </svg>
  );
}
