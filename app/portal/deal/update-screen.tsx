import { Link, useLoaderData, useParams } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import { Page } from "#app/ui/page.tsx";
import { content } from "../content.ts";
import { dealPath } from "../layout/paths.ts";
import type { updateLoader } from "./deal-loaders.ts";

/** One update in full: its title, when it was posted, and the firm's text. */
export function UpdateScreen() {
  const update = useLoaderData<typeof updateLoader>();
  const { dealId = "" } = useParams();
  return (
    <Page heading={update.title} wide>
      <p className="meta">
        <span>
          {content.update.posted} <DateTime iso={update.publishedAt} />
        </span>
      </p>
      {/* Rendered and sanitised on the server (markdown-it, raw HTML escaped); the CSP runs no inline script. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised Markdown rendering */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: update.html }} />
      <p>
        <Link to={dealPath(dealId)}>{content.update.back}</Link>
      </p>
    </Page>
  );
}
