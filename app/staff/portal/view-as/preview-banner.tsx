import { Link } from "react-router";
import { contentCopy } from "../content-copy.ts";

const copy = contentCopy.viewAs;

/** The mark of every "view as" screen: a preview, read-only, recorded; and the way back. */
export function PreviewBanner({ person }: { person: { id: string; name: string } }) {
  return (
    <aside className="preview-banner" aria-label={copy.bannerLabel}>
      <p>{copy.banner(person.name)}</p>
      <p className="row">
        <Link to={`/inbox/portal/people/${person.id}`}>{copy.back(person.name)}</Link>
        <Link to={`/inbox/portal/people/${person.id}/view-as`}>{copy.home}</Link>
      </p>
    </aside>
  );
}
