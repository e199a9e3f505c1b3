import { useCallback, useEffect, useState } from "react";
import { api } from "../api.ts";
import { Page } from "../layout/page.tsx";
import { useSession } from "../session.ts";
import { accountCopy as text } from "./account-copy.ts";
import { type PasskeyRow, PasskeysSection } from "./account-passkeys.tsx";
import { CodesSection, PasswordSection } from "./account-password.tsx";
import { type SessionRow, SessionsSection } from "./account-sessions.tsx";

/** The account page: password, passkeys, recovery codes and sessions, each with its own errors. */
export function Account() {
  const session = useSession();
  const email = session.state.status === "signed-in" ? session.state.user.email : "";
  const [passkeys, setPasskeys] = useState<PasskeyRow[]>([]);
  const [sessions, setSessions] = useState<SessionRow[]>([]);

  const load = useCallback(async () => {
    const [keys, list] = await Promise.all([
      api<PasskeyRow[]>("/auth/passkey/list-user-passkeys"),
      api<SessionRow[]>("/sessions"),
    ]);
    if (Array.isArray(keys.body)) setPasskeys(keys.body);
    if (Array.isArray(list.body)) setSessions(list.body);
  }, []);
  useEffect(() => void load(), [load]);

  return (
    <Page heading={text.heading}>
      <PasswordSection onChanged={() => void load()} />
      <PasskeysSection passkeys={passkeys} reload={load} />
      <CodesSection email={email} />
      <SessionsSection sessions={sessions} reload={load} />
    </Page>
  );
}
