import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { api } from "../api.ts";

/** Signs in with a passkey alone (phishing-resistant, so no second step). */
export async function signInWithPasskey(): Promise<boolean> {
  const options = await api("/auth/passkey/generate-authenticate-options");
  if (options.status !== 200) return false;
  try {
    const response = await startAuthentication({ optionsJSON: options.body as never });
    const verified = await api("/auth/passkey/verify-authentication", { body: { response } });
    return verified.status === 200;
  } catch {
    return false;
  }
}

export async function addPasskey(name: string): Promise<boolean> {
  const options = await api("/auth/passkey/generate-register-options");
  if (options.status !== 200) return false;
  try {
    const response = await startRegistration({ optionsJSON: options.body as never });
    const verified = await api("/auth/passkey/verify-registration", { body: { response, name } });
    return verified.status === 200;
  } catch {
    return false;
  }
}
