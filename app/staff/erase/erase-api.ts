import type { ErasurePreview, ErasureResult } from "#common/inbox-api.ts";
import { type ApiResult, api } from "../api.ts";

/** What erasing one address would remove, counted before anything is removed. */
export function previewErasure(email: string): Promise<ApiResult<ErasurePreview>> {
  return api(`/erasures/preview?${new URLSearchParams({ email })}`);
}

/** Erases every inquiry of one address; the server checks the confirmation too. */
export function eraseVisitor(email: string, confirmation: string): Promise<ApiResult<ErasureResult>> {
  return api("/erasures", { body: { email, confirmation } });
}
