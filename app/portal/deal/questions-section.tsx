import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import type { Api } from "#app/ui/api.ts";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { PortalQuestionView } from "#common/portal-person-api.ts";
import { content } from "../content.ts";
import type { AskAnswer } from "./deal-loaders.ts";
import { useMoreList } from "./more-list.ts";
import { QuestionItem } from "./question-item.tsx";

const text = content.deal;

/** The ask form: one text area, its error beside it, a note once sent. */
function AskForm({ onAsked }: { onAsked: (question: PortalQuestionView) => void }) {
  const fetcher = useFetcher<AskAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const error = answer && "error" in answer ? answer.error : undefined;
  const asked = answer && "asked" in answer ? answer.asked : undefined;
  // The button is off while sending, which drops the focus to the page: it goes to the
  // note that the question was sent, or back to the question when it was refused.
  useEffect(() => {
    if (!asked) return;
    form.current?.reset();
    onAsked(asked);
    sent.current?.focus();
  }, [asked, onAsked]);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.askHeading}</h3>
      {asked ? (
        <p className="notice" role="status" tabIndex={-1} ref={sent}>
          {text.asked}
        </p>
      ) : null}
      <fetcher.Form method="post" ref={form} noValidate>
        <div className="field">
          <label htmlFor={id}>{text.askLabel}</label>
          <span id={`${id}-hint`} className="hint">
            {text.askHint}
          </span>
          <textarea
            ref={field}
            id={id}
            name="body"
            rows={4}
            maxLength={5000}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          />
          {error ? (
            <span id={`${id}-error`} className="error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <button type="submit" disabled={fetcher.state !== "idle"}>
          {text.askSubmit}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** Questions and answers of the deal, older ones on demand, and the ask form when allowed. */
export function QuestionsSection({
  api,
  first,
  cursor,
  path,
  canAsk,
  asked,
  onAsked,
}: {
  api: Api;
  first: PortalQuestionView[];
  cursor: string | null;
  path: string;
  canAsk: boolean;
  asked: PortalQuestionView[];
  onAsked?: (question: PortalQuestionView) => void;
}) {
  const list = useMoreList(api, first, cursor, path);
  const shown = [...asked, ...list.items.filter((item) => !asked.some((own) => own.id === item.id))];
  return (
    <>
      <p className="hint">{text.questionsText}</p>
      {onAsked && canAsk ? <AskForm onAsked={onAsked} /> : null}
      {onAsked && !canAsk ? <p>{text.cannotAsk}</p> : null}
      {shown.length === 0 ? <p>{text.noQuestions}</p> : null}
      <ul className="questions">
        {shown.map((question) => (
          <QuestionItem key={question.id} question={question} />
        ))}
      </ul>
      {list.failed ? <FormError message={text.loadMoreFailed} /> : null}
      {list.hasMore ? (
        <Button variant="secondary" disabled={list.busy} onClick={() => void list.more()}>
          {text.moreQuestions}
        </Button>
      ) : null}
    </>
  );
}
