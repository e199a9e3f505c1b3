/** The staff app's two fixed addresses: where sign-in is, and where a signed-in person starts. */
export const SIGN_IN_PATH = "/inbox/sign-in";
export const HOME_PATH = "/inbox";
