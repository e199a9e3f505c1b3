/** PDF's byte classes (ISO 32000-1, 7.2.2): regular characters make up names and keywords. */
export const REGULAR = 0;
export const WHITE = 1;
export const DELIMITER = 2;

export const BYTE_CLASS = new Uint8Array(256);
for (const byte of [0, 9, 10, 12, 13, 32]) BYTE_CLASS[byte] = WHITE;
for (const char of "()<>[]{}/%") BYTE_CLASS[char.charCodeAt(0)] = DELIMITER;

const hexValue = (byte: number): number => {
  if (byte >= 48 && byte <= 57) return byte - 48;
  const lower = byte | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
};

/**
 * A name's bytes (after the slash) as the reader sees them: `#4A` is `J`, so `/J#53` is
 * the name JS. Latin-1, one character per byte, which is enough to compare names.
 */
export function decodeName(raw: number[]): string {
  let name = "";
  for (let at = 0; at < raw.length; at++) {
    const byte = raw[at] ?? 0;
    if (byte === 35 && at + 2 < raw.length) {
      const high = hexValue(raw[at + 1] ?? 0);
      const low = hexValue(raw[at + 2] ?? 0);
      if (high >= 0 && low >= 0) {
        name += String.fromCharCode(high * 16 + low);
        at += 2;
        continue;
      }
    }
    name += String.fromCharCode(byte);
  }
  return name;
}
