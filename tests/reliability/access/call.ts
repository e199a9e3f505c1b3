import type { RawResponse } from "../support/http-client.ts";

/** One request to the server under test, headers as given. */
export type Call = (
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<RawResponse>;
