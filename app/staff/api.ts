import { apiClient } from "../ui/api.ts";

export type { ApiResult } from "../ui/api.ts";

/** The inbox API, under /inbox/api. */
export const api = apiClient("/inbox/api");
