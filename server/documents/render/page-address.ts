import { timingSafeEqual } from "node:crypto";
import { createHMAC } from "@better-auth/utils/hmac";

/** How long a page image's address works: long enough to load it, too short to share it. */
export const PAGE_ADDRESS_SECONDS = 300;

export interface PageAddress {
  versionId: string;
  /** From 1. */
  page: number;
}

const hmac = createHMAC("SHA-256", "base64urlnopad");
const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([1-9][0-9]{0,5})\.([1-9][0-9]{9,10})\.([A-Za-z0-9_-]{43})$/;

// Bound to its purpose and to the person: a token for one reader is worth nothing to another.
const signed = (personId: string, versionId: string, page: number, expires: number) =>
  `ucp-document-page\n${personId}\n${versionId}\n${page}\n${expires}`;

/**
 * Who a staff member's "view as" page addresses are signed for: that staff member, previewing
 * that person. A record id never holds ":", so no person's own id is ever this key: a
 * preview's address opens nothing for the person, nor for another staff member or preview.
 */
export const previewReader = (staffId: string, personId: string) => `staff:${staffId}:as:${personId}`;

/**
 * A short-lived address token for one page image of one version, for one person, signed
 * with the server's secret (AUTH_SECRET): `<version>.<page>.<expiry>.<signature>`.
 */
export async function signPageAddress(
  secret: string,
  personId: string,
  address: PageAddress,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + PAGE_ADDRESS_SECONDS;
  const signature = await hmac.sign(secret, signed(personId, address.versionId, address.page, expires));
  return `${address.versionId}.${address.page}.${expires}.${signature}`;
}

/** A checked address: its page, and when it was signed (when the reader opened the document). */
export interface CheckedAddress extends PageAddress {
  signedAt: Date;
}

/**
 * The page a token names, when it was signed for this person, with this secret, and has
 * not expired; otherwise undefined. Checked on every request, with the session.
 */
export async function checkPageAddress(
  secret: string,
  personId: string,
  token: string,
  now = Date.now(),
): Promise<CheckedAddress | undefined> {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, versionId = "", pageText = "", expiresText = "", signature = ""] = match;
  const expires = Number(expiresText);
  const seconds = now / 1000;
  if (expires <= seconds || expires > seconds + PAGE_ADDRESS_SECONDS + 60) return undefined;
  const page = Number(pageText);
  // The one spelling signing gives, compared whole: decoding first would also take the
  // spellings that differ only in the unused low bits of the last character (four per token).
  const expected = await hmac.sign(secret, signed(personId, versionId, page, expires));
  const valid =
    expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  return valid ? { versionId, page, signedAt: new Date((expires - PAGE_ADDRESS_SECONDS) * 1000) } : undefined;
}
