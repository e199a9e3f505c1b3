import "../data-room.css";
import { Link, useLoaderData } from "react-router";
import { Page } from "#app/ui/page.tsx";
import { dataRoomCopy } from "../data-room-copy.ts";
import type { readerLoader } from "../data-room-loaders.ts";
import { dataRoomPath } from "../data-room-paths.ts";
import { ActivityTables } from "./activity-tables.tsx";

const text = dataRoomCopy.activity;

/** One reader of one document, one click below "Who has seen it": each opening and download. */
export function ReaderScreen() {
  const { document, personId, activity } = useLoaderData<typeof readerLoader>();
  const first = activity.views[0] ?? activity.downloads[0];
  const who = first ? ("name" in first && first.name ? first.name : first.email) : personId;
  return (
    <Page heading={text.readerHeading(who, document.title)} wide>
      <p className="row">
        <Link to={dataRoomPath.document(document.id)}>{dataRoomCopy.preview.back}</Link>
        <Link to={dataRoomPath.person(personId)}>{text.everything(who)}</Link>
      </p>
      <ActivityTables activity={activity} by="opening" empty={text.none} />
    </Page>
  );
}
