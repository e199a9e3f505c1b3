import { webManifest } from "../lib/site-files.ts";

// A resource route prerendered to build/client/site.webmanifest, so the firm name comes from settings.
export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
