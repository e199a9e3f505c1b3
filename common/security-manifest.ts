import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";

/**
 * What scripts/postbuild.ts learned from the prerendered pages, handed to the
 * server: the CSP hashes of the inline scripts and styles, and the data API
 * origin the pages were built to call. It lives beside the site directory, not
 * inside it, so it is never served.
 */

const cspHash = z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/, "expected sha256-<base64>");

export const securityManifestSchema = z.object({
  version: z.literal(1),
  scriptHashes: z.array(cspHash),
  styleHashes: z.array(cspHash),
  styleAttributeHashes: z.array(cspHash),
  connectOrigins: z.array(z.string().regex(/^https?:\/\/[^/\s;,']+$/, "expected a bare origin")),
  /** sha256 of the PUBLIC_* build settings, so `npm start` can tell a build made with others. */
  publicEnvFingerprint: z.string(),
});

export type SecurityManifest = z.infer<typeof securityManifestSchema>;

/** `build/client` -> `build/security.json`. */
export function securityManifestPath(siteDir: string): string {
  return join(dirname(resolve(siteDir)), "security.json");
}

/** Reads and checks the manifest; a missing or stale one stops the server with the fix in the message. */
export function readSecurityManifest(siteDir: string): SecurityManifest {
  const path = securityManifestPath(siteDir);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new Error(
      `${path} is missing: the site was not built with \`npm run build\` (its postbuild step writes it).`,
    );
  }
  const parsed = securityManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path} is not valid (${parsed.error.issues[0]?.message}); run \`npm run build\`.`);
  }
  return parsed.data;
}
