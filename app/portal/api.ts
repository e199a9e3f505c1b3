import { apiClient } from "#app/ui/api.ts";

/** The portal's API for its people, under /portal/api (common/portal-person-api.ts). */
export const api = apiClient("/portal/api");
