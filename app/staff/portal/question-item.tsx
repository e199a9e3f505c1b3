import { useFetcher } from "react-router";
import type { StaffQuestionView } from "../../../common/portal-person-api.ts";
import { TextAreaField } from "../../ui/choice-fields.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { ActionStatus } from "./action-status.tsx";
import { contentCopy } from "./content-copy.ts";
import type { FormResult } from "./form-result.ts";
import { RenderedHtml } from "./rendered-html.tsx";

const copy = contentCopy.questions;
const INTENTS = ["answer", "answer-publish", "publish"];

/**
 * One question: who asked (staff alone see it) and when; unanswered, an answer sent privately
 * or published at once; answered but private, "Publish"; published, when.
 */
export function QuestionItem({ question, action }: { question: StaffQuestionView; action: string }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== "idle";
  const problem =
    fetcher.data && !fetcher.data.ok ? fetcher.data.problems.find((p) => p.field)?.message : undefined;
  return (
    <li className="question">
      <p className="message">
        <bdi>{question.body}</bdi>
      </p>
      <p className="meta">
        <span>{copy.askedBy(question.askedBy.name, question.organisation.name)}</span>
        <DateTime iso={question.askedAt} />
      </p>
      {question.answerHtml ? (
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
          </p>
        </>
      ) : null}
      <fetcher.Form method="post" action={action} noValidate>
        <input type="hidden" name="questionId" value={question.id} />
        {question.answeredAt ? null : (
          <TextAreaField
            label={copy.answer}
            name="answerMd"
            hint={copy.publishHint}
            maxLength={50_000}
            rows={4}
            error={problem}
          />
        )}
        <p className="row">
          {question.answeredAt ? (
            question.publishedAt ? null : (
              <button type="submit" name="intent" value="publish" disabled={busy}>
                {copy.publish}
              </button>
            )
          ) : (
            <>
              <button type="submit" name="intent" value="answer" disabled={busy}>
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
      </fetcher.Form>
      <ActionStatus
        result={fetcher.data && (fetcher.data.ok || !problem) ? fetcher.data : undefined}
        intents={INTENTS}
      />
    </li>
  );
}
