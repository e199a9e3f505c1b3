/**
 * Text that may pad a value at its edges: the whitespace the shared schema trims (spaces,
 * tabs, line breaks, NBSP, Unicode spaces, BOM), and the empty string. Shared by the
 * property tests that pad values, so they all try the same characters.
 */
export const EDGE_WHITESPACE = [
  "",
  " ",
  "\t",
  "\n",
  "\r\n",
  "\u00a0",
  "\u1680",
  "\u2007",
  "\u2028",
  "\u205f",
  "\u3000",
  "\ufeff",
] as const;
