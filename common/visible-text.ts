/**
 * Characters that show as nothing yet change what is around them: bidirectional controls
 * (U+202E turns "txt.exe" into "exe.txt" on screen), zero-width spaces and joiners, the
 * BOM, Hangul fillers, tag characters and the rest of Unicode's format (Cf) and
 * default-ignorable characters. Where visitor text is shown to the firm on one line (a
 * mail header, a terminal table) they are removed, so a name cannot pose as another or
 * hide behind nothing. They are kept in storage and in the bodies that quote the message.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export function withoutInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}

/** What stands in for a name that has nothing visible left. */
export const NO_NAME = "(no name)";
