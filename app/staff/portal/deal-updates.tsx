import { Link, useLoaderData, useParams } from "react-router";
import { DateTime } from "../../ui/date-time.tsx";
import { contentCopy } from "./content-copy.ts";
import type { UpdatesData } from "./deal-content-route.ts";
import { portalCopy } from "./portal-copy.ts";
import { PostUpdateForm } from "./post-update-form.tsx";
import { UpdateReads } from "./update-reads.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";

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
            <li key={update.id}>
              <strong>
                <bdi>{update.title}</bdi>
              </strong>
              <span className="meta">
                <DateTime iso={update.publishedAt} />
                <span>
                  {update.audience === "deal"
                    ? copy.toWholeDeal
                    : copy.toOrganisations(update.organisations.map((o) => o.name).join(", "))}
                </span>
                <span>{copy.readBy(update.readCount, update.audienceCount)}</span>
              </span>
              <UpdateReads href={`${here}/${update.id}/reads`} title={update.title} />
            </li>
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
