import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "./form-result.ts";

/**
 * A panel's form posted through its own fetcher: its answer (only for `intent`, when the
 * panel shares its action with others), each field's problem, and what the status line
 * says (a success, or a refusal no field shows). Done, the form empties and `round` counts
 * up, so a picker or preview keyed on it starts again (what was just chosen may be gone).
 */
export function usePanelForm(intent?: string) {
  const fetcher = useFetcher<FormResult>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = intent === undefined || fetcher.data?.intent === intent ? fetcher.data : undefined;
  const problem = (field: string) =>
    result && !result.ok ? result.problems.find((p) => p.field === field)?.message : undefined;
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!result?.ok) return;
    form.current?.reset();
    setRound((value) => value + 1);
  }, [result]);
  const status = result && (result.ok || !result.problems.some((p) => p.field)) ? result : undefined;
  return { fetcher, form, id, result, problem, round, status };
}
