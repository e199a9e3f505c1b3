import { DateTime } from "#app/ui/date-time.tsx";
import type { PortalQuestionView } from "#common/portal-person-api.ts";
import { content } from "../content.ts";

const text = content.deal;

/**
 * One question: its words, who of the organisation asked it (never for another
 * organisation's published question), and the answer with where it was given.
 */
export function QuestionItem({ question }: { question: PortalQuestionView }) {
  const state = question.publishedAt
    ? text.published
    : question.answerHtml
      ? text.answeredPrivately
      : text.awaiting;
  return (
    <li className="question">
      <p className="question-body">
        <bdi>{question.body}</bdi>
      </p>
      <p className="meta">
        {question.askedBy ? (
          <span>
            {text.askedBy} <bdi>{question.askedBy.name}</bdi>
          </span>
        ) : null}
        <span>
          {text.askedAt} <DateTime iso={question.askedAt} hint={false} />
        </span>
        <span className="state">{state}</span>
      </p>
      {question.answerHtml ? (
        <div className="answer">
          <p className="answer-label">{text.answered}</p>
          {/* Rendered and sanitised on the server (markdown-it, raw HTML escaped); the CSP runs no inline script. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised Markdown rendering */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: question.answerHtml }} />
        </div>
      ) : null}
    </li>
  );
}
