import { randomInt } from "node:crypto";

/**
 * Recovery codes are drawn from Crockford's base-32 alphabet: digits and capitals without
 * I, L, O and U, so nothing on paper reads as two characters. Ten characters (50 bits),
 * shown as two groups of five.
 */
export const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const RECOVERY_LENGTH = 10;

/** New recovery codes (the two-factor library's `customBackupCodesGenerate`). */
export function generateRecoveryCodes(amount: number): string[] {
  return Array.from({ length: amount }, () => {
    let code = "";
    for (let index = 0; index < RECOVERY_LENGTH; index++) code += RECOVERY_ALPHABET[randomInt(32)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** What a person typed, as an authenticator would show it: digits only, spaces and hyphens dropped. */
export function normaliseAuthenticatorCode(input: unknown): unknown {
  if (typeof input !== "string" || input.length > 64) return input;
  const digits = input.replace(/[\s\u00a0\u2010-\u2015-]/g, "");
  return /^\d+$/.test(digits) ? digits : input;
}

/**
 * A recovery code's comparison form: case, spaces, hyphens and the look-alikes that are not
 * in the alphabet (O for 0, I and L for 1) do not matter. Applied to the stored codes and to
 * what was typed alike, so codes issued before this alphabet keep working too.
 */
export function recoveryCodeKey(code: string): string {
  return code
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/** The stored code that `typed` stands for, or undefined. */
export function matchRecoveryCode(stored: readonly string[], typed: unknown): string | undefined {
  if (typeof typed !== "string" || typed.length > 64) return undefined;
  const key = recoveryCodeKey(typed);
  if (key.length === 0) return undefined;
  return stored.find((code) => recoveryCodeKey(code) === key);
}
