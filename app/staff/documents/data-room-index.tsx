import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { dataRoomCopy as copy } from "./data-room-copy.ts";
import type { dealsLoader } from "./data-room-loaders.ts";
import { dataRoomPath } from "./data-room-paths.ts";

/** Where the data room starts: the deals, each leading to its documents. */
export function DataRoomIndex() {
  const deals = useLoaderData<typeof dealsLoader>();
  return (
    <Page heading={copy.indexHeading}>
      <p>{deals.items.length ? copy.indexText : copy.noDeals}</p>
      <ul>
        {deals.items.map((deal) => (
          <li key={deal.id}>
            <Link to={dataRoomPath.deal(deal.id)}>
              <bdi>{deal.name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
      {deals.nextCursor ? <p className="hint">{copy.moreDeals}</p> : null}
    </Page>
  );
}
