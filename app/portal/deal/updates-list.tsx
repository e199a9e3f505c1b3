import { Link } from "react-router";
import type { Api } from "#app/ui/api.ts";
import { Button } from "#app/ui/button.tsx";
import { DateTime } from "#app/ui/date-time.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { PortalUpdateSummary } from "#common/portal-person-api.ts";
import { content } from "../content.ts";
import { useMoreList } from "./more-list.ts";

const text = content.deal;

/** The deal's updates, newest first; those posted since the previous visit marked "New". */
export function UpdatesList({
  api,
  first,
  cursor,
  path,
  linkTo,
}: {
  api: Api;
  first: PortalUpdateSummary[];
  cursor: string | null;
  path: string;
  linkTo: (updateId: string) => string;
}) {
  const list = useMoreList(api, first, cursor, path);
  if (list.items.length === 0) return <p>{text.noUpdates}</p>;
  return (
    <>
      <ul className="updates">
        {list.items.map((update) => (
          <li key={update.id} className={update.isNew ? "is-new" : undefined}>
            {update.isNew ? <strong className="badge new">{text.newMark}</strong> : null}
            <Link to={linkTo(update.id)}>
              <bdi>{update.title}</bdi>
            </Link>
            <span className="hint">
              <DateTime iso={update.publishedAt} />
            </span>
          </li>
        ))}
      </ul>
      {list.failed ? <FormError message={text.loadMoreFailed} /> : null}
      {list.hasMore ? (
        <Button variant="secondary" disabled={list.busy} onClick={() => void list.more()}>
          {text.moreUpdates}
        </Button>
      ) : null}
    </>
  );
}
