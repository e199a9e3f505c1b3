import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { INQUIRY_STATUSES, type InboxInquiry, type InquiryStatus } from "../../../common/inbox-api.ts";
import { Page } from "../layout/page.tsx";
import { HistoryList } from "./history-list.tsx";
import { InquiryFields } from "./inquiry-fields.tsx";
import { triageApi } from "./triage-api.ts";
import { triageCopy } from "./triage-copy.ts";
import { LIST_PATH } from "./view.ts";

const copy = triageCopy.inquiry;

/** One inquiry: every field, delivery, reply and copy, status, notes and their history. */
export function InquiryScreen() {
  const [search] = useSearchParams();
  const id = search.get("id") ?? "";
  const back = search.get("back")?.startsWith("/inbox") ? (search.get("back") as string) : LIST_PATH;
  const [inquiry, setInquiry] = useState<InboxInquiry | null>();
  const [note, setNote] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const load = useCallback(async () => {
    const answer = await triageApi.inquiry(id);
    setInquiry(answer.status === 200 ? answer.body : null);
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const setStatus = async (status: InquiryStatus) => {
    const answer = await triageApi.setStatus(id, status);
    setAnnouncement(
      answer.status === 200 ? copy.statusSaved(triageCopy.statuses[status]) : triageCopy.errors.generic,
    );
    await load();
  };
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await triageApi.addNote(id, note);
    if (answer.status === 201) setNote("");
    setAnnouncement(
      answer.status === 201 ? copy.noteSaved : (answer.body.message ?? triageCopy.errors.generic),
    );
    await load();
  };
  const copyAddress = async () => {
    if (!inquiry) return;
    // The clipboard needs a secure context and the page's permission: say so when refused.
    const copied = await navigator.clipboard?.writeText(inquiry.email).then(
      () => true,
      () => false,
    );
    setAnnouncement(copied ? copy.copied : triageCopy.errors.generic);
  };

  const heading = inquiry ? inquiry.name : triageCopy.list.heading;
  return (
    <Page wide heading={heading}>
      <p>
        <Link to={back}>{copy.back}</Link>
      </p>
      <p role="status" className="announce">
        {announcement}
      </p>
      {inquiry === undefined ? <p aria-busy="true">{triageCopy.list.loading}</p> : null}
      {inquiry === null ? <p className="error">{copy.notFound}</p> : null}
      {inquiry ? (
        <>
          <InquiryFields inquiry={inquiry} />
          <p className="row">
            <a
              className="button"
              href={`mailto:${encodeURIComponent(inquiry.email)}?subject=${encodeURIComponent(copy.replySubject)}`}
            >
              {copy.reply}
            </a>
            <button type="button" className="secondary" onClick={() => void copyAddress()}>
              {copy.copyAddress}
            </button>
          </p>
          <fieldset className="status-actions">
            <legend>{copy.setStatus}</legend>
            <div className="row">
              {INQUIRY_STATUSES.map((status) => (
                <button
                  key={status}
                  type="button"
                  className="secondary"
                  aria-pressed={inquiry.status === status}
                  onClick={() => void setStatus(status)}
                >
                  {triageCopy.statuses[status]}
                </button>
              ))}
            </div>
          </fieldset>
          <h2>{copy.history}</h2>
          <HistoryList entries={inquiry.history} />
          <form onSubmit={(event) => void addNote(event)}>
            <label>
              {copy.addNote}
              <span className="hint">{copy.noteHint}</span>
              <textarea
                value={note}
                onChange={(event) => setNote(event.target.value)}
                required
                maxLength={5000}
                rows={3}
              />
            </label>
            <button type="submit">{copy.saveNote}</button>
          </form>
        </>
      ) : null}
    </Page>
  );
}
