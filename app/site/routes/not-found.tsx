import { NotFoundLinks } from "../components/sections/not-found-links.tsx";
import { PageIntro } from "../components/sections/page-intro.tsx";
import { NOT_FOUND } from "../content/not-found.ts";
import { notFoundMeta } from "../lib/seo.ts";

// Matches every unknown path. Prerendered once at /404; the server sends that
// file with status 404 for whatever URL was asked for (it has no script bundle
// that could care which).
export function meta() {
  return notFoundMeta();
}

export default function NotFound() {
  return (
    <>
      <PageIntro eyebrow={NOT_FOUND.eyebrow} title={NOT_FOUND.title} lead={NOT_FOUND.text} />
      <NotFoundLinks id="not-found-links-title" label={NOT_FOUND.linksLabel} links={NOT_FOUND.links} />
    </>
  );
}
