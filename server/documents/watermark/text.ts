/** Who is looking, as burned into every page image and stamped on every download. */
export interface Viewer {
  name: string;
  email: string;
  organisation: string;
  at: Date;
}

// First strong isolate … pop directional isolate: a right-to-left name cannot reorder the
// e-mail or the date beside it.
const isolate = (text: string) => `\u2068${text}\u2069`;
// Control characters (and stray isolates) would break the line or its order.
const clean = (text: string) => text.replace(/[\p{Cc}\u2066-\u2069\u202a-\u202e]/gu, " ").trim();

/** A name or organisation past this many characters is cut, so the e-mail and time always fit the line. */
export const MAX_FIELD = 60;
const clip = (text: string) => {
  const chars = [...text];
  return chars.length > MAX_FIELD
    ? `${chars
        .slice(0, MAX_FIELD - 1)
        .join("")
        .trim()}…`
    : text;
};

/** The fields in the order they are printed, each cleaned and cut to fit. */
const fields = (viewer: Viewer) => [
  clip(clean(viewer.name)),
  clean(viewer.email),
  clip(clean(viewer.organisation)),
  stampTime(viewer.at),
];

/** The time to the minute, in UTC, the same on every server. */
export const stampTime = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** One line: name · e-mail · organisation · time, each field isolated for the bidirectional algorithm. */
export function watermarkLine(viewer: Viewer): string {
  return fields(viewer).map(isolate).join("  ·  ");
}

/**
 * The same fields for a stamped download, without the isolates: a PDF's text is drawn
 * run by run in the order given, and the isolates would only be unprintable characters.
 */
export function stampLine(viewer: Viewer): string {
  return fields(viewer).join("  ·  ");
}
