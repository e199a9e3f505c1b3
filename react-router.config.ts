import type { Config } from "@react-router/dev/config";

// Every page is prerendered to its own HTML file at build time; there is no
// server-side rendering at request time (see docs/decisions/0001-prerendered-site.md).
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return getStaticPaths();
  },
} satisfies Config;
