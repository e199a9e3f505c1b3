import { readFileSync } from "node:fs";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords of 12 characters or more, from the SecLists
 * "10 million passwords" list (see common-passwords.README.md): loaded once, lower-cased.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export type PasswordProblem = "too_short" | "too_long" | "common";

export function passwordProblem(password: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too_short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too_long";
  if (commonPasswords().has(password.toLowerCase())) return "common";
  return undefined;
}
