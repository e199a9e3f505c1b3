import { useEffect, useRef } from "react";
import { Link, useLoaderData, useOutletContext } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { INQUIRY_STATUSES, type InboxInquiry } from "#common/inbox-api.ts";
import { step } from "../list/selection.ts";
import { triageCopy } from "../triage-copy.ts";
import type { TriageContext } from "../triage-layout.tsx";
import { inquiryPath, viewPath } from "../view.ts";
import { CopyAddress } from "./copy-address.tsx";
import { InquiryFields } from "./inquiry-fields.tsx";
import { InquiryHistory } from "./inquiry-history.tsx";
import { NoteForm } from "./note-form.tsx";
import { PortalInviteDialog } from "./portal-invite-dialog.tsx";
import { ReplyComposer } from "./reply-composer.tsx";

const copy = triageCopy.inquiry;

/** The reading pane: one inquiry, its actions, a reply, its history and notes. */
export function InquiryPane() {
  const { inquiry } = useLoaderData() as { inquiry: InboxInquiry | null };
  const { triage, assign } = useOutletContext<TriageContext>();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = inquiry?.id;
  // Each inquiry that opens is announced by its heading taking focus.
  useEffect(() => {
    if (id) heading.current?.focus({ preventScroll: true });
    if (id) window.scrollTo(0, 0);
  }, [id]);

  if (!inquiry) {
    return (
      <article className="reading-pane">
        <h1 ref={heading} tabIndex={-1}>
          {copy.notFoundHeading}
        </h1>
        <p className="error">{copy.notFound}</p>
        <Link to={viewPath(triage.view)}>{copy.back}</Link>
      </article>
    );
  }
  const previous = step(triage.items, inquiry.id, -1);
  const next = step(triage.items, inquiry.id, 1);
  return (
    <article className="reading-pane" aria-labelledby="inquiry-heading">
      <nav className="pane-nav row" aria-label={copy.back}>
        <Link to={viewPath(triage.view)} preventScrollReset aria-keyshortcuts="u">
          {copy.back}
        </Link>
        {previous && previous !== inquiry.id ? (
          <Link to={inquiryPath(previous, triage.view)} aria-keyshortcuts="k">
            {copy.previous}
          </Link>
        ) : null}
        {next && next !== inquiry.id ? (
          <Link to={inquiryPath(next, triage.view)} aria-keyshortcuts="j">
            {copy.next}
          </Link>
        ) : null}
      </nav>
      <h1 id="inquiry-heading" ref={heading} tabIndex={-1} className="inquiry-heading">
        <bdi>{inquiry.name}</bdi>
      </h1>
      <InquiryFields inquiry={inquiry} />
      <p className="row">
        <a
          className="button secondary"
          href={`mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(copy.replySubject)}`}
        >
          {copy.reply}
        </a>
        <CopyAddress email={inquiry.email} announce={triage.announce} />
        <Button variant="secondary" onClick={() => assign({ ids: [inquiry.id] })} aria-keyshortcuts="a">
          {copy.assign}
        </Button>
        {triage.data.capabilities.portal ? (
          <PortalInviteDialog key={inquiry.id} inquiryId={inquiry.id} />
        ) : null}
      </p>
      <fieldset className="status-actions">
        <legend>{copy.setStatus}</legend>
        <div className="row">
          {INQUIRY_STATUSES.map((status) => (
            <Button
              key={status}
              variant="secondary"
              aria-pressed={inquiry.status === status}
              onClick={() => void triage.act({ status }, { target: { ids: [inquiry.id] } })}
            >
              {triageCopy.statuses[status]}
            </Button>
          ))}
        </div>
      </fieldset>
      <ReplyComposer
        key={inquiry.id}
        inquiry={inquiry}
        canSendMail={triage.data.capabilities.canSendMail}
        onSent={(result) => triage.announce(triageCopy.composer.sent, result.receipt)}
      />
      <h2>{copy.history}</h2>
      <InquiryHistory inquiry={inquiry} />
      <NoteForm inquiryId={inquiry.id} />
    </article>
  );
}
