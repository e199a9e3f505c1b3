import { describe, expect, it } from "vitest";
import {
  generateRecoveryCodes,
  matchRecoveryCode,
  normaliseAuthenticatorCode,
} from "#server/auth/recovery-codes.ts";

// What a person types from a printed sheet or an authenticator app, against what is stored.

describe("recovery codes", () => {
  it("are ten characters in two groups, with no I, L, O, U or lower case", () => {
    const codes = generateRecoveryCodes(200);
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it("match whatever the case, separators or look-alikes typed", () => {
    const stored = ["7K2M9-QX0T1", "AAAAA-BBBBB"];
    for (const typed of ["7k2m9qx0t1", " 7K2M9 QX0T1 ", "7k2m9-qxot1", "7K2M9_QXOTl"]) {
      expect(matchRecoveryCode(stored, typed)).toBe("7K2M9-QX0T1");
    }
    expect(matchRecoveryCode(stored, "7K2M9-QX0T2")).toBeUndefined();
    expect(matchRecoveryCode(stored, "")).toBeUndefined();
    expect(matchRecoveryCode(stored, 42)).toBeUndefined();
  });

  it("issued before this alphabet still match as shown, in any case", () => {
    expect(matchRecoveryCode(["JpftM-1Ym8A"], "jpftm1ym8a")).toBe("JpftM-1Ym8A");
  });
});

describe("authenticator codes", () => {
  it("lose their spaces and hyphens, and nothing else", () => {
    expect(normaliseAuthenticatorCode(" 123 456 ")).toBe("123456");
    expect(normaliseAuthenticatorCode("123-456")).toBe("123456");
    expect(normaliseAuthenticatorCode("12a456")).toBe("12a456");
    expect(normaliseAuthenticatorCode(123456)).toBe(123456);
  });
});
