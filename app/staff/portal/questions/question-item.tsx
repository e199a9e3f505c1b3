import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { TextAreaField } from "#app/ui/choice-fields.tsx";
import { DateTime } from "#app/ui/date-time.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import type { StaffQuestionView } from "#common/portal-person-api.ts";
import { ActionStatus } from "../action-status.tsx";
import { contentCopy } from "../content-copy.ts";
import type { FormResult } from "../form-result.ts";
import { RenderedHtml } from "../rendered-html.tsx";
import { undoCopy } from "../undo-copy.ts";

const copy = contentCopy.questions;
const undo = undoCopy.questions;
const INTENTS = ["answer", "answer-publish", "publish", "answer-edit"];

/**
 * One question: who asked (staff alone see it) and when; unanswered, an answer sent privately
 * (after saying who will see it) or published at once; answered, "Edit the answer" and, while
 * private, "Publish"; published, when.
 */
export function QuestionItem({ question, action }: { question: StaffQuestionView; action: string }) {
  const fetcher = useFetcher<FormResult>();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const problem = result && !result.ok ? result.problems.find((p) => p.field)?.message : undefined;
  useEffect(() => {
    if (result?.ok && result.intent === "answer-edit") setEditing(false);
  }, [result]);
  const answering = !question.answeredAt || editing;
  return (
    <li className="question">
      <p className="message">
        <bdi>{question.body}</bdi>
      </p>
      <p className="meta">
        <span>{copy.askedBy(question.askedBy.name, question.organisation.name)}</span>
        <DateTime iso={question.askedAt} />
      </p>
      {question.answerHtml && !editing ? (
        <>
          <RenderedHtml html={question.answerHtml} label={copy.answered} />
          <p className="meta">
            {question.publishedAt ? (
              <span>
                {copy.publishedOn} <DateTime iso={question.publishedAt} hint={false} />
              </span>
            ) : (
              <span>{copy.private}</span>
            )}
            {question.answerEditedAt ? (
              <span>
                {undo.edited} <DateTime iso={question.answerEditedAt} hint={false} />
              </span>
            ) : null}
          </p>
        </>
      ) : null}
      <fetcher.Form method="post" action={action} noValidate onSubmit={() => setConfirming(false)}>
        <input type="hidden" name="questionId" value={question.id} />
        {answering ? (
          <TextAreaField
            label={copy.answer}
            name="answerMd"
            hint={editing ? undefined : copy.publishHint}
            maxLength={50_000}
            rows={4}
            defaultValue={editing ? (question.answerMd ?? "") : undefined}
            error={problem}
          />
        ) : null}
        <p className="row">
          {/* Keys: React would otherwise turn the clicked "Edit" into this submit button, and
              the click that opened the form would send it. */}
          {editing ? (
            <button key="save" type="submit" name="intent" value="answer-edit" disabled={busy}>
              {undo.editSave}
            </button>
          ) : question.answeredAt ? (
            <>
              <button key="edit" type="button" className="secondary" onClick={() => setEditing(true)}>
                {undo.edit}
              </button>
              {question.publishedAt ? null : (
                <button type="submit" name="intent" value="publish" disabled={busy}>
                  {copy.publish}
                </button>
              )}
            </>
          ) : (
            <>
              <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
                {copy.answerPrivately}
              </button>
              <button
                type="submit"
                name="intent"
                value="answer-publish"
                className="secondary"
                disabled={busy}
              >
                {copy.answerAndPublish}
              </button>
            </>
          )}
        </p>
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          heading={undo.privateHeading}
          closeLabel={undoCopy.close}
        >
          <p>{undo.privateText(question.organisation.name, question.askedBy.name)}</p>
          <p>
            <button type="submit" name="intent" value="answer" disabled={busy}>
              {undo.privateConfirm}
            </button>
          </p>
        </Dialog>
      </fetcher.Form>
      <ActionStatus result={result && (result.ok || !problem) ? result : undefined} intents={INTENTS} />
    </li>
  );
}
