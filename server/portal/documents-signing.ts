import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a page image's address works after the document is opened. */
export const ADDRESS_SECONDS = 300;

export interface PageAddress {
  personId: string;
  documentId: string;
  version: number;
  page: number;
  /** Seconds since the epoch after which the address is refused. */
  expires: number;
}

/**
 * Short-lived page image addresses (decision 0023): HMAC-SHA-256 from node:crypto over
 * the person, document, version, page and expiry, keyed from the server's AUTH_SECRET so
 * every instance checks what any instance signed. Without a secret (development), a key
 * of this process only.
 */
export function pageSigner(secret: string | undefined) {
  const key = createHmac("sha256", secret ?? randomBytes(32))
    .update("ucp data room page addresses")
    .digest();
  const mac = (address: PageAddress) =>
    createHmac("sha256", key)
      .update(
        [address.personId, address.documentId, address.version, address.page, address.expires].join("\n"),
      )
      .digest();
  return {
    sign: (address: PageAddress) => mac(address).toString("base64url"),
    /** True when `signature` was made for exactly this address and it has not expired. */
    check(address: PageAddress, signature: string, now: Date): boolean {
      if (address.expires * 1000 <= now.getTime()) return false;
      const given = Buffer.from(signature, "base64url");
      const expected = mac(address);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PageSigner = ReturnType<typeof pageSigner>;
