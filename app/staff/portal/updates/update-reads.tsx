import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DateTime } from "#app/ui/date-time.tsx";
import type { UpdateReads as Reads } from "#common/portal-person-api.ts";
import { contentCopy } from "../content-copy.ts";

const copy = contentCopy.updates;

/** "Who saw it": the people an update reaches and when each first read it, loaded when asked. */
export function UpdateReads({ href, title }: { href: string; title: string }) {
  const fetcher = useFetcher<Reads>();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = () => {
    if (!open && !fetcher.data) void fetcher.load(href);
    setOpen(!open);
  };
  return (
    <div className="reads">
      <button type="button" className="link" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {open ? copy.hideWho : copy.whoSaw}
      </button>
      <div id={id} hidden={!open}>
        {fetcher.data ? (
          <ul className="plain" aria-label={copy.readsLabel(title)}>
            {fetcher.data.reads.map((read) => (
              <li key={read.person.id}>
                <bdi>{read.person.name}</bdi> (<bdi>{read.organisationName}</bdi>):{" "}
                {read.firstReadAt ? <DateTime iso={read.firstReadAt} hint={false} /> : copy.notYet}
              </li>
            ))}
          </ul>
        ) : open ? (
          <p aria-busy="true">{copy.loadingReads}</p>
        ) : null}
      </div>
    </div>
  );
}
