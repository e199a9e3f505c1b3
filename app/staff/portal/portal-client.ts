import { data } from "react-router";
import { loadFailure } from "#app/ui/load-failure.ts";
import { type ApiResult, api } from "../api.ts";
import { capabilities } from "../capabilities.ts";

/** A call of the portal's staff API (under /inbox/api/portal), typed by its caller. */
export function portalApi<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  return api<T>(`/portal${path}`, init);
}

/** The portal's screens exist only when the server runs the portal: else "No such page". */
export async function requirePortal(): Promise<void> {
  if (!(await capabilities()).portal) throw data({ offline: false, message: null }, { status: 404 });
}

/** A loader's read: the body of a 200, or the route's error (404 "no such", offline, …). */
export async function read<T>(path: string): Promise<T> {
  const answer = await portalApi<T>(path);
  if (answer.status !== 200) loadFailure(answer);
  return answer.body;
}

/** A path segment from the address, encoded for the API. */
export const segment = (value: string | undefined) => encodeURIComponent(value ?? "");
