import "../data-room.css";
import { useLoaderData, useParams } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { personActivityLoader } from "../data-room-loaders.ts";
import { csvHref, dataRoomApi } from "../data-room-paths.ts";
import { ReadersTable } from "./readers-table.tsx";

/** Everything one person opened and downloaded, across the deals: one row per document. */
export function PersonActivityScreen() {
  const activity = useLoaderData<typeof personActivityLoader>();
  const { personId = "" } = useParams();
  const first = activity.views[0] ?? activity.downloads[0];
  const who = first ? ("name" in first && first.name ? first.name : first.email) : personId;
  return (
    <Page heading={dataRoomCopy.activity.personHeading(who)} wide>
      <p>
        <a href={csvHref(dataRoomApi.personActivity(personId))} download>
          {dataRoomCopy.activity.csv}
        </a>
      </p>
      <ReadersTable readers={activity.readers} by="document" empty={dataRoomCopy.activity.nonePerson} />
    </Page>
  );
}
