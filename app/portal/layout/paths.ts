import { returnPaths } from "#app/ui/shell/return-path.ts";

/** The portal app's fixed addresses. The public page /portal (no slash) is the site's. */
export const HOME_PATH = "/portal/";
export const SIGN_IN_PATH = "/portal/sign-in";

export const PORTAL_PATHS = { home: HOME_PATH, signIn: SIGN_IN_PATH };

/** Where signing in returns to: only a portal screen (app/ui/shell/return-path.ts). */
export const { returnPath, signInFor } = returnPaths(PORTAL_PATHS);

export const dealPath = (dealId: string) => `/portal/deals/${encodeURIComponent(dealId)}`;
export const termsPath = (dealId: string) => `${dealPath(dealId)}/terms`;
export const updatePath = (dealId: string, updateId: string) =>
  `${dealPath(dealId)}/updates/${encodeURIComponent(updateId)}`;
