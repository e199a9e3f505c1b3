import { useCallback, useRef, useState } from "react";
import type { ApiResult } from "#app/ui/api.ts";
import type { PageTextView, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";

/**
 * A document's pages as staff preview them (their own look, or "view as" a person): the
 * view, reopened when its addresses expire (a few minutes; looking again signs new ones,
 * one request at a time), and each page's text as `answer` reads it. `addressOf` is the
 * preview's API address for the view shown.
 */
export function useStaffPreview<Text>(
  first: PreviewDocumentView,
  addressOf: (view: PreviewDocumentView) => string,
  answer: (result: ApiResult<PageTextView>) => Text,
) {
  const [view, setView] = useState<PreviewDocumentView>(first);
  const base = addressOf(view);
  const reopening = useRef(false);
  const reopen = useCallback(async () => {
    if (reopening.current) return;
    reopening.current = true;
    const result = await api<PreviewDocumentView>(base);
    reopening.current = false;
    if (result.status === 200) setView(result.body);
  }, [base]);
  const fetchText = useCallback(
    async (index: number) => answer(await api<PageTextView>(`${base}/pages/${index}/text`)),
    [base, answer],
  );
  return { view, reopen, fetchText };
}
