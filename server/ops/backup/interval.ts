const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `1h`, `1d` (10 s at least): milliseconds, or undefined when the text is no such duration. */
export function parseInterval(text: string): number | undefined {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim().toLowerCase());
  if (!match) return undefined;
  const milliseconds = Number(match[1]) * UNITS[match[2] as keyof typeof UNITS];
  return milliseconds >= 10_000 ? milliseconds : undefined;
}
