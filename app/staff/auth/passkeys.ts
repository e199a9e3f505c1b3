import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { api } from "../api.ts";
import { refusalText } from "./refusal.ts";

/**
 * Signs in with a passkey alone (phishing-resistant, so no second step). True when signed
 * in; otherwise the server's reason when it gave one (a passkey at an IP address, a refused
 * key), or undefined when the browser's own dialog was cancelled or failed.
 */
export async function signInWithPasskey(): Promise<true | string | undefined> {
  const options = await api("/auth/passkey/generate-authenticate-options");
  if (options.status !== 200) return refusalText(options, "") || undefined;
  try {
    const response = await startAuthentication({ optionsJSON: options.body as never });
    const verified = await api("/auth/passkey/verify-authentication", { body: { response } });
    return verified.status === 200 ? true : refusalText(verified, "") || undefined;
  } catch {
    return undefined;
  }
}

/** Adds a passkey to the signed-in account: true, the server's reason, or undefined. */
export async function addPasskey(name: string): Promise<true | string | undefined> {
  const options = await api("/auth/passkey/generate-register-options");
  if (options.status !== 200) return refusalText(options, "") || undefined;
  try {
    const response = await startRegistration({ optionsJSON: options.body as never });
    const verified = await api("/auth/passkey/verify-registration", { body: { response, name } });
    return verified.status === 200 ? true : refusalText(verified, "") || undefined;
  } catch {
    return undefined;
  }
}
