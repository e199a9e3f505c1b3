import { useCallback, useEffect, useState } from "react";
import { useAuthRealm } from "../auth/realm.tsx";
import { type PasskeyRow, PasskeysSection } from "./account-passkeys.tsx";
import { CodesSection, PasswordSection } from "./account-password.tsx";
import { type SessionRow, SessionsSection } from "./account-sessions.tsx";

/**
 * The sign-in parts of an account page, the same for staff and portal people: password,
 * passkeys, recovery codes and sessions, each with its own errors.
 */
export function AccountSections({ email }: { email: string }) {
  const { api } = useAuthRealm();
  const [passkeys, setPasskeys] = useState<PasskeyRow[]>([]);
  const [sessions, setSessions] = useState<SessionRow[]>([]);

  const load = useCallback(async () => {
    const [keys, list] = await Promise.all([
      api<PasskeyRow[]>("/auth/passkey/list-user-passkeys"),
      api<SessionRow[]>("/sessions"),
    ]);
    if (Array.isArray(keys.body)) setPasskeys(keys.body);
    if (Array.isArray(list.body)) setSessions(list.body);
  }, [api]);
  useEffect(() => void load(), [load]);

  return (
    <>
      <PasswordSection onChanged={() => void load()} />
      <PasskeysSection passkeys={passkeys} email={email} reload={load} />
      <CodesSection email={email} />
      <SessionsSection sessions={sessions} reload={load} />
    </>
  );
}
