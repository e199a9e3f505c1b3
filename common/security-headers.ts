/**
 * The security headers of every response, in one place. Both the Node server
 * (server/http/security-hook.ts) and the static-host `_headers` file written by
 * scripts/postbuild.ts build their headers with this module, so the two
 * deployments cannot drift apart.
 */

/** What the build found in the prerendered HTML and the environment it was built with. */
export interface CspSources {
  /** `sha256-…` of every inline <script> of every prerendered page. */
  scriptHashes: readonly string[];
  /** `sha256-…` of every inline <style> element. */
  styleHashes: readonly string[];
  /** `sha256-…` of every `style="…"` attribute (needs 'unsafe-hashes', see below). */
  styleAttributeHashes: readonly string[];
  /** Other origins the page's scripts may call (the data API when it is not this origin). */
  connectOrigins: readonly string[];
}

export interface TransportFacts {
  /** True when the request reached us over TLS (directly or through a trusted proxy). */
  https: boolean;
}

/** Two years, the preload list's expectation; only ever sent over HTTPS. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/*
 * Every feature here is one the site never uses. The list holds only names that
 * Chromium recognises: an unknown name makes Chromium log a console warning on
 * every page, which the end-to-end tests and Lighthouse count against us.
 * (`interest-cohort` is still recognised; `document-domain`, `bluetooth`,
 * `ambient-light-sensor` and `web-share` are not, so they are left out.)
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "interest-cohort",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * The Content-Security-Policy. Scripts run only from this origin or when their
 * exact text was hashed at build time: no 'unsafe-inline', no 'unsafe-eval'.
 */
export function contentSecurityPolicy(sources: CspSources, transport: TransportFacts): string {
  const styleSources = ["'self'", ...quoted(sources.styleHashes)];
  if (sources.styleAttributeHashes.length > 0) {
    // Prerendered markup can carry style attributes (a UI library's inline
    // `pointer-events:none`, for instance). 'unsafe-hashes' lets exactly those
    // hashed values apply, which is far narrower than 'unsafe-inline'.
    styleSources.push("'unsafe-hashes'", ...quoted(sources.styleAttributeHashes));
  }
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...quoted(sources.scriptHashes)],
    ["style-src", ...unique(styleSources)],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...sources.connectOrigins],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  // Only over HTTPS: on plain-HTTP localhost it would rewrite our own asset URLs to https.
  if (transport.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** The full header map (names in lower case, as Node and Fastify store them). */
export function securityHeaders(sources: CspSources, transport: TransportFacts): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": contentSecurityPolicy(sources, transport),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    // Older browsers that ignore frame-ancestors.
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "origin-agent-cluster": "?1",
  };
  // Sent over plain HTTP it would be ignored at best, and pin a misconfigured host at worst.
  if (transport.https) headers["strict-transport-security"] = HSTS_VALUE;
  return headers;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
