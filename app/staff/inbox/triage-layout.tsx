import { useEffect, useRef, useState } from "react";
import { Outlet } from "react-router";
import type { InboxListItem } from "#common/inbox-api.ts";
import { Announcer } from "./announcer.tsx";
import { AssignDialog } from "./inquiry/assign-dialog.tsx";
import type { Target } from "./inquiry/send-change.ts";
import { ListPane, SEARCH_INPUT_ID } from "./list/list-pane.tsx";
import { step } from "./list/selection.ts";
import { useLiveInquiries } from "./list/use-live-inquiries.ts";
import { ShortcutsDialog } from "./shortcuts-dialog.tsx";
import { triageCopy } from "./triage-copy.ts";
import { useShortcuts } from "./use-shortcuts.ts";
import { type Triage, useTriage } from "./use-triage.ts";
import "./triage.css";

/** What the reading pane gets from the list beside it (React Router's outlet context). */
export interface TriageContext {
  triage: Triage;
  assign: (target?: Target) => void;
  openHelp: () => void;
}

function focusRow(id: string | null) {
  if (id) document.querySelector<HTMLAnchorElement>(`[data-inquiry-id="${CSS.escape(id)}"] a`)?.focus();
}

/**
 * The inbox: the list, and beside it on wide screens (over it on narrow ones) the inquiry
 * being read. The list stays mounted while inquiries open and close, so its highlight,
 * selection and scroll position survive reading.
 */
export function TriageLayout() {
  const triage = useTriage();
  const { view, openId, latest } = triage;
  const [arrived, setArrived] = useState(0);
  const [arrivalText, setArrivalText] = useState("");
  const [assigning, setAssigning] = useState<Target | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const listScroll = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view counts its own arrivals
  useEffect(() => setArrived(0), [triage.viewKey]);

  // Back from reading: the same row, at the same place on the page.
  const wasReading = useRef(Boolean(openId));
  useEffect(() => {
    if (openId) {
      wasReading.current = true;
      return;
    }
    if (!wasReading.current) return;
    wasReading.current = false;
    window.scrollTo(0, listScroll.current);
    focusRow(latest.current.selectedId);
  }, [openId, latest]);

  // Only the first page of an unfiltered New or All list shows arrivals in place; every view
  // counts them, in the tab title and in a button that reloads the list.
  const showsArrivals =
    (view.status === "new" || view.status === "all") &&
    !view.cursor &&
    !view.q &&
    !view.type &&
    !view.size &&
    !view.from &&
    !view.to &&
    view.owner !== "me";
  const onInquiry = (item: InboxListItem) => {
    const now = latest.current.items;
    // Listed already (read with the list, and caught up by the stream too): not news.
    if (now.some((row) => row.id === item.id)) return;
    setArrived((count) => count + 1);
    setArrivalText(triageCopy.list.liveAnnouncement(item.name));
    if (!showsArrivals) return;
    triage.setItems([item, ...now]);
    triage.revalidate();
  };
  // The stream catches up from where the list was read ("0": nothing stored yet); a
  // list stopped at the time limit read none, and the stream only goes on from now.
  const since = triage.data.timedOut ? null : (triage.data.page.liveFrom ?? "0");
  useLiveInquiries(since, onInquiry, triage.revalidate);

  const assign = (target?: Target) => setAssigning(target ?? triage.target());
  const open = () => {
    listScroll.current = window.scrollY;
    triage.open(latest.current.selectedId);
  };
  // The first j or k in the list picks the highlighted row; the next ones move from it.
  const move = (by: number) => {
    const now = latest.current;
    if (now.openId) return triage.open(step(now.items, now.openId, by));
    const inList = document.activeElement?.closest("li.inquiry") != null;
    const to = inList ? step(now.items, now.selectedId, by) : (now.selectedId ?? now.items[0]?.id ?? null);
    triage.select(to);
    focusRow(to);
  };
  const extend = (by: number) => {
    triage.extend(by);
    focusRow(latest.current.selectedId);
  };
  const reading = () => latest.current.openId !== null;
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    "shift+j": () => !reading() && extend(1),
    "shift+k": () => !reading() && extend(-1),
    enter: () => !reading() && open(),
    o: () => !reading() && open(),
    x: () => !reading() && latest.current.selectedId && triage.toggle(latest.current.selectedId),
    e: () => void triage.act({ status: "archived" }, { advance: true }),
    s: () => void triage.act({ status: "spam" }, { advance: true }),
    r: () => void triage.act({ status: "replied" }, { advance: true }),
    a: () => assign(),
    z: () => void triage.undo(),
    u: () => reading() && triage.back(),
    escape: () => reading() && triage.back(),
    "/": () => document.getElementById(SEARCH_INPUT_ID)?.focus(),
    "?": () => setHelpOpen(true),
  });

  useEffect(() => {
    document.title = arrived > 0 ? triageCopy.titleWithNew(arrived) : triageCopy.documentTitle;
  }, [arrived]);

  const context: TriageContext = { triage, assign, openHelp: () => setHelpOpen(true) };
  return (
    <main className="triage" data-reading={openId ? "true" : "false"}>
      <ListPane
        triage={triage}
        reading={openId !== null}
        arrived={showsArrivals ? 0 : arrived}
        onShowArrivals={() => {
          setArrived(0);
          triage.revalidate();
        }}
        onOpen={() => {
          listScroll.current = window.scrollY;
        }}
        onAssign={assign}
        onHelp={() => setHelpOpen(true)}
      />
      <Outlet context={context} />
      <Announcer announcement={triage.announcement} onUndo={() => void triage.undo()} />
      <p className="visually-hidden" role="status">
        {arrivalText}
      </p>
      <AssignDialog target={assigning} onClose={() => setAssigning(null)} triage={triage} />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </main>
  );
}

/** The reading pane before an inquiry is chosen (wide screens only). */
export function ReadingPaneEmpty() {
  return (
    <section className="reading-pane empty" aria-label={triageCopy.list.readingPane}>
      <p>{triageCopy.list.readingPane}</p>
    </section>
  );
}
