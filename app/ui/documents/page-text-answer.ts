import { PAGE_UNSHOWABLE, type PageTextView } from "#common/portal-documents-api.ts";
import type { ApiResult } from "../api.ts";

/** A page's text, "unshowable" when the page has its final answer, or null (try again later). */
export type PageTextAnswer = PageTextView | "unshowable" | null;

export function pageTextAnswer(result: ApiResult<PageTextView>): PageTextAnswer {
  if (result.status === 200) return result.body;
  return result.status === 422 && result.body.code === PAGE_UNSHOWABLE ? "unshowable" : null;
}
