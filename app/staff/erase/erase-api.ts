import type { ErasureResult } from "../../../common/inbox-api.ts";
import { type ApiResult, api } from "../api.ts";

/** Erases every inquiry of one address; the server checks the confirmation too. */
export function eraseVisitor(email: string, confirmation: string): Promise<ApiResult<ErasureResult>> {
  return api("/erasures", { body: { email, confirmation } });
}
