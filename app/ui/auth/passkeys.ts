import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { AuthRealm } from "./realm.tsx";
import { refusalText } from "./refusal.ts";

/**
 * Signs in with a passkey alone (phishing-resistant, so no second step). True when signed
 * in; otherwise the server's reason when it gave one (a passkey at an IP address, a refused
 * key), or undefined when the browser's own dialog was cancelled or failed.
 */
export async function signInWithPasskey(realm: AuthRealm): Promise<true | string | undefined> {
  const options = await realm.api("/auth/passkey/generate-authenticate-options");
  if (options.status !== 200) return refusalText(realm, options, "") || undefined;
  try {
    const response = await startAuthentication({ optionsJSON: options.body as never });
    const verified = await realm.api("/auth/passkey/verify-authentication", { body: { response } });
    return verified.status === 200 ? true : refusalText(realm, verified, "") || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds a passkey to the signed-in account: true, the server's reason, or undefined. A realm
 * may name the account in the browser's passkey list, so that a person with a staff and a
 * portal account on the same host can tell the two apart.
 */
export async function addPasskey(
  realm: AuthRealm,
  name: string,
  email: string,
): Promise<true | string | undefined> {
  const userName = realm.passkeyUserName?.(email);
  const query = userName ? `?${new URLSearchParams({ name: userName })}` : "";
  const options = await realm.api(`/auth/passkey/generate-register-options${query}`);
  if (options.status !== 200) return refusalText(realm, options, "") || undefined;
  try {
    const response = await startRegistration({ optionsJSON: options.body as never });
    const verified = await realm.api("/auth/passkey/verify-registration", { body: { response, name } });
    return verified.status === 200 ? true : refusalText(realm, verified, "") || undefined;
  } catch {
    return undefined;
  }
}
