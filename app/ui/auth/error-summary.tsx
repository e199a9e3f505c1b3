import { useEffect, useId, useRef } from "react";
import "./auth.css";
import { useAuthRealm } from "./realm.tsx";

/** One error of a form: its words, and the name of the field it belongs to, if any. */
export interface FormProblem {
  field?: string;
  message: string;
}

/** The error a field shows beside itself, if any. */
export function problemAt(problems: FormProblem[], field: string): string | undefined {
  return problems.find((problem) => problem.field === field)?.message;
}

function focusField(name: string) {
  document.querySelector<HTMLInputElement>(`main [name="${name}"]`)?.focus();
}

/**
 * The GOV.UK Design System's error summary: every error of the form at its top, each a link
 * to its field, and focus moved here each time the form is refused, so that a screen reader
 * reads the problem first. The tab's title says "Error:" while it shows.
 */
export function ErrorSummary({ problems }: { problems: FormProblem[] }) {
  const authCopy = useAuthRealm().copy;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (problems.length === 0) return;
    ref.current?.focus();
    const base = document.title.replace(authCopy.errorTitlePrefix, "");
    document.title = authCopy.errorTitlePrefix + base;
    return () => {
      document.title = document.title.replace(authCopy.errorTitlePrefix, "");
    };
  }, [problems, authCopy]);
  if (problems.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={titleId}>
      <h2 id={titleId}>{authCopy.summaryTitle}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field ?? ""}:${problem.message}`}>
            {problem.field ? (
              <a
                href={`#${problem.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(problem.field ?? "");
                }}
              >
                {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
