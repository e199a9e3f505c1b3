/**
 * The sign-in library's request bodies are shallow (a passkey's answer is the deepest, at
 * three levels). Deeper JSON is refused before anything reads it: passing it on would make
 * serialising it again overflow the stack and answer 500.
 */
export const MAX_BODY_DEPTH = 8;

/** True when `value` nests objects or arrays more than `max` levels deep (checked without recursion). */
export function nestedTooDeep(value: unknown, max = MAX_BODY_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
