import { type FormEvent, useCallback, useEffect, useState } from "react";
import { Field, FormError } from "../../ui/field.tsx";
import { api } from "../api.ts";
import { addPasskey } from "../auth/passkeys.ts";
import { content } from "../content.ts";
import { Page } from "../layout/page.tsx";
import { AccountSessions, type SessionRow } from "./account-sessions.tsx";

const text = content.account;

interface PasskeyRow {
  id: string;
  name?: string | null;
  createdAt: string;
}

export function Account() {
  const [passkeys, setPasskeys] = useState<PasskeyRow[]>([]);
  const [sessions, setSessions] = useState<SessionRow[]>([]);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();

  const load = useCallback(async () => {
    const [keys, list] = await Promise.all([
      api<PasskeyRow[]>("/auth/passkey/list-user-passkeys"),
      api<SessionRow[]>("/sessions"),
    ]);
    if (Array.isArray(keys.body)) setPasskeys(keys.body);
    if (Array.isArray(list.body)) setSessions(list.body);
  }, []);
  useEffect(() => void load(), [load]);

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await api("/auth/change-password", {
      body: {
        currentPassword: form.get("current"),
        newPassword: form.get("next"),
        revokeOtherSessions: true,
      },
    });
    if (result.status === 200) {
      setError(undefined);
      setMessage(text.changed);
      void load();
    } else setError(result.body.message ?? content.errors.generic);
  };

  const regenerate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    const result = await api<{ backupCodes: string[] }>("/auth/two-factor/generate-backup-codes", {
      body: { password },
    });
    if (result.status === 200) setCodes(result.body.backupCodes);
    else setError(result.body.message ?? content.errors.generic);
  };

  return (
    <Page heading={text.heading}>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      <FormError message={error} />
      <h2>{text.passwordHeading}</h2>
      <form onSubmit={changePassword} noValidate>
        <Field label={text.current} name="current" type="password" autoComplete="current-password" />
        <Field
          label={text.next}
          name="next"
          type="password"
          autoComplete="new-password"
          hint={content.invitation.passwordHint}
        />
        <button type="submit">{text.change}</button>
      </form>

      <h2>{text.passkeysHeading}</h2>
      {passkeys.length === 0 ? <p>{text.noPasskeys}</p> : null}
      <ul className="plain" aria-label={text.passkeysHeading}>
        {passkeys.map((key) => (
          <li key={key.id} className="row">
            <span>{key.name || key.id.slice(0, 8)}</span>
            <button
              type="button"
              className="secondary"
              onClick={async () => {
                await api("/auth/passkey/delete-passkey", { body: { id: key.id } });
                void load();
              }}
            >
              {text.remove} {key.name ?? ""}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={async () => {
          const ok = await addPasskey(navigator.platform || "Passkey");
          setMessage(ok ? text.passkeyAdded : undefined);
          setError(ok ? undefined : content.signIn.passkeyFailed);
          void load();
        }}
      >
        {text.addPasskey}
      </button>

      <h2>{text.codesHeading}</h2>
      {codes ? (
        <ul className="codes" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      ) : (
        <form onSubmit={regenerate} noValidate>
          <Field
            label={content.signIn.password}
            name="password"
            type="password"
            autoComplete="current-password"
            hint={text.codesPasswordHint}
          />
          <button type="submit" className="secondary">
            {text.regenerate}
          </button>
        </form>
      )}

      <AccountSessions sessions={sessions} reload={load} />
    </Page>
  );
}
