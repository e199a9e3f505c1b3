import type { ApiResult } from "../api.ts";
import { dataRoomCopy } from "./data-room-copy.ts";

/** The server's own words for a refused request (they name the file's problem), or ours. */
export function refusalOf(result: ApiResult<unknown>): string {
  if (result.status === 0) return dataRoomCopy.errors.network;
  return typeof result.body.message === "string" && result.body.message
    ? result.body.message
    : dataRoomCopy.errors.generic;
}
