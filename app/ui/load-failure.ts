import { data } from "react-router";
import type { ApiResult } from "./api.ts";

/**
 * A loader's failed answer becomes its route's error (shell/route-errors.tsx): offline when
 * there was no answer at all, else the server's status and its own words.
 */
export function loadFailure(result: ApiResult<unknown>): never {
  throw data(
    { offline: result.status === 0, message: result.body.message ?? null },
    { status: result.status || 503 },
  );
}
