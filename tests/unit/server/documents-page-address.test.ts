import { describe, expect, it } from "vitest";
import {
  checkPageAddress,
  PAGE_ADDRESS_SECONDS,
  signPageAddress,
} from "#server/documents/render/page-address.ts";

// A page image's address is signed for one person, one version and one page, and works
// for a few minutes: another person, another page, a changed byte, another server
// secret or a late request gets nothing.

const SECRET = "s".repeat(40);
const NOW = Date.parse("2026-11-24T09:41:00Z");
const PAGE = { versionId: "v_7Hq2Xk9LmN3pQ4rS5tU6vW", page: 12 };

describe("signed page image addresses", () => {
  it("names the page for the person it was signed for, and when it was signed (the opening)", async () => {
    const token = await signPageAddress(SECRET, "person-anna", PAGE, NOW);
    expect(await checkPageAddress(SECRET, "person-anna", token, NOW + 200_000)).toEqual({
      ...PAGE,
      signedAt: new Date(NOW),
    });
  });

  it("is worth nothing to another person or under another secret", async () => {
    const token = await signPageAddress(SECRET, "person-anna", PAGE, NOW);
    expect(await checkPageAddress(SECRET, "person-omar", token, NOW)).toBeUndefined();
    expect(await checkPageAddress("t".repeat(40), "person-anna", token, NOW)).toBeUndefined();
  });

  it("stops working once it expires", async () => {
    const token = await signPageAddress(SECRET, "person-anna", PAGE, NOW);
    const expiry = NOW + PAGE_ADDRESS_SECONDS * 1000;
    expect(await checkPageAddress(SECRET, "person-anna", token, expiry - 1000)).toMatchObject(PAGE);
    expect(await checkPageAddress(SECRET, "person-anna", token, expiry)).toBeUndefined();
  });

  it("refuses a token with another page, version or expiry, or no shape at all", async () => {
    const token = await signPageAddress(SECRET, "person-anna", PAGE, NOW);
    const [version, page, expires, signature] = token.split(".");
    const forged = [
      [version, "13", expires, signature],
      [`${version}x`, page, expires, signature],
      [version, page, String(Number(expires) + 60), signature],
      [version, page, expires, `${signature?.startsWith("A") ? "B" : "A"}${signature?.slice(1)}`],
    ].map((parts) => parts.join("."));
    for (const candidate of [...forged, "", "../../etc", `${token}.x`]) {
      expect(await checkPageAddress(SECRET, "person-anna", candidate, NOW)).toBeUndefined();
    }
  });

  it("takes the signature in its one canonical base64url spelling only", async () => {
    const token = await signPageAddress(SECRET, "person-anna", PAGE, NOW);
    const signature = token.split(".").at(-1) ?? "";
    const head = token.slice(0, token.length - signature.length);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // 43 characters carry 258 bits for a 256-bit signature: the last one's two low bits are spare.
    const last = alphabet.indexOf(signature.at(-1) ?? "");
    const spare = [1, 2, 3].map((bits) => `${signature.slice(0, -1)}${alphabet[last ^ bits]}`);
    const standard = signature.replaceAll("-", "+").replaceAll("_", "/");
    const spellings = [...spare, `${signature}=`, standard === signature ? `${signature}+` : standard];
    for (const spelling of spellings) {
      expect(await checkPageAddress(SECRET, "person-anna", `${head}${spelling}`, NOW)).toBeUndefined();
    }
    expect(await checkPageAddress(SECRET, "person-anna", token, NOW)).toMatchObject(PAGE);
  });
});
