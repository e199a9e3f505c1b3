import { Link, useLoaderData, useParams } from "react-router";
import { contentCopy } from "../content-copy.ts";
import type { UpdatesData } from "../deals/deal-content-route.ts";
import { portalCopy } from "../portal-copy.ts";
import { useFocusOnMount } from "../use-focus-on-mount.ts";
import { PostUpdateForm } from "./post-update-form.tsx";
import { UpdateItem } from "./update-item.tsx";

const copy = contentCopy.updates;

/** The deal's updates, newest first, how many of their audience read each and who; a new one. */
export function DealUpdates() {
  const { updates, organisations } = useLoaderData() as UpdatesData;
  const { recordId } = useParams();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const here = `/inbox/portal/deals/${recordId}/updates`;
  return (
    <section aria-labelledby="deal-updates">
      <h2 id="deal-updates" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <PostUpdateForm action={here} organisations={organisations} />
      {updates.items.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="records updates" aria-label={copy.listLabel}>
          {updates.items.map((update) => (
            <UpdateItem key={update.id} update={update} action={here} />
          ))}
        </ul>
      )}
      {updates.nextCursor ? (
        <p>
          <Link to={`${here}?${new URLSearchParams({ cursor: updates.nextCursor })}`}>
            {portalCopy.list.next}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
