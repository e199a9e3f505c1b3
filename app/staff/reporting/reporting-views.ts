/** A list the server may send bare or under a name. */
export function listOf<T>(body: T[] | Record<string, T[]>, name: string): T[] {
  return Array.isArray(body) ? body : (body[name] ?? []);
}
