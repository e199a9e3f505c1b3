import { useEffect, useRef } from "react";
import { CopyLink } from "./copy-link.tsx";
import type { FormResult } from "./form-result.ts";

/**
 * What the last action of a part of a screen did, in words: announced politely when it
 * worked, at once when it did not. Focus comes here after an answer when the control that
 * sent it is gone (a revoked grant's button), so the keyboard is never left on nothing.
 */
export function ActionStatus({ result, intents }: { result: FormResult | undefined; intents: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const mine = result && intents.includes(result.intent) ? result : undefined;
  useEffect(() => {
    if (mine && (!document.activeElement || document.activeElement === document.body)) ref.current?.focus();
  }, [mine]);
  return (
    <div ref={ref} tabIndex={-1} className="action-status">
      <p role="status" className="said">
        {mine?.ok ? mine.message : ""}
      </p>
      {mine?.ok && mine.link ? (
        <p>
          <CopyLink link={mine.link} />
        </p>
      ) : null}
      {mine && !mine.ok
        ? mine.problems.map((problem) => (
            <p key={problem.message} className="error" role="alert">
              {problem.message}
            </p>
          ))
        : null}
    </div>
  );
}
