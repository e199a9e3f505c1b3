import { randomBytes } from "node:crypto";

/** 22 characters of base64url: an id that tells nothing about how many rows exist. */
export function randomId(): string {
  return randomBytes(16).toString("base64url");
}
