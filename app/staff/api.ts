import { apiClient } from "#app/ui/api.ts";

export type { ApiResult } from "#app/ui/api.ts";

/** The inbox API, under /inbox/api. */
export const api = apiClient("/inbox/api");
