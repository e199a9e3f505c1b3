/**
 * A fresh id for one reply: the server sends each requestId once. getRandomValues works
 * on plain http too (randomUUID needs a secure context).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
