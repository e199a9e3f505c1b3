import { Link, useLoaderData, useParams, useSearchParams } from "react-router";
import type { PortalList } from "#common/portal-api.ts";
import type { StaffQuestionView } from "#common/portal-person-api.ts";
import { contentCopy } from "../content-copy.ts";
import { portalCopy } from "../portal-copy.ts";
import { useFocusOnMount } from "../use-focus-on-mount.ts";
import { QuestionItem } from "./question-item.tsx";

const copy = contentCopy.questions;

/** The deal's questions, the open ones first (or all), each answered here. */
export function DealQuestions() {
  const list = useLoaderData() as PortalList<StaffQuestionView>;
  const { recordId } = useParams();
  const [search] = useSearchParams();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const state = search.get("state") === "all" ? "all" : "open";
  const here = `/inbox/portal/deals/${recordId}/questions`;
  return (
    <section aria-labelledby="deal-questions">
      <h2 id="deal-questions" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <nav aria-label={copy.filterLabel}>
        <ul className="tabs">
          {(["open", "all"] as const).map((value) => (
            <li key={value} aria-current={state === value ? "page" : undefined}>
              <Link
                to={value === "open" ? here : `${here}?state=all`}
                aria-current={state === value ? "page" : undefined}
              >
                {copy[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="records questions" aria-label={copy.listLabel}>
          {list.items.map((question) => (
            <QuestionItem key={question.id} question={question} action={`${here}?state=${state}`} />
          ))}
        </ul>
      )}
      {list.nextCursor ? (
        <p>
          <Link to={`${here}?${new URLSearchParams({ state, cursor: list.nextCursor })}`}>
            {portalCopy.list.next}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
