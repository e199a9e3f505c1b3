import { type FormEvent, useState } from "react";
import type { ApiResult } from "../api.ts";
import { type AuthRealm, useAuthRealm } from "../auth/realm.tsx";
import { RecoveryCodes } from "../auth/recovery-codes.tsx";
import { refusalText } from "../auth/refusal.ts";
import { Button } from "../button.tsx";
import { PasswordField } from "../field.tsx";
import { accountCopy as text } from "./account-copy.ts";
import { AccountSection, useSectionNote } from "./account-section.tsx";

/** The library says "Invalid password"; the person reads which password was not right. */
function passwordRefusal(realm: AuthRealm, result: ApiResult<unknown>, wrong: string): string {
  return result.body.code === "INVALID_PASSWORD" ? wrong : refusalText(realm, result, realm.genericError);
}

type FieldErrors = Partial<Record<"current" | "next", string>>;

export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const realm = useAuthRealm();
  const { note, done, fail } = useSectionNote();
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get("current") ?? "");
    const newPassword = String(form.get("next") ?? "");
    const missing: FieldErrors = {
      ...(currentPassword ? {} : { current: text.missingCurrent }),
      ...(newPassword ? {} : { next: text.missingNext }),
    };
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const result = await realm.api("/auth/change-password", {
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    });
    if (result.status === 200) {
      setErrors({});
      formElement.reset();
      done(text.changed);
      return onChanged();
    }
    const message = passwordRefusal(realm, result, text.wrongCurrent);
    if (result.body.code === "INVALID_PASSWORD") setErrors({ current: message });
    else if (result.body.code?.startsWith("password_")) setErrors({ next: message });
    else {
      setErrors({});
      fail(message);
    }
  };
  return (
    <AccountSection heading={text.passwordHeading} note={note}>
      <form onSubmit={submit} noValidate>
        <PasswordField kind="current" label={text.current} name="current" error={errors.current} />
        <PasswordField kind="new" label={text.next} name="next" hint={text.nextHint} error={errors.next} />
        <button type="submit">{text.change}</button>
      </form>
    </AccountSection>
  );
}

export function CodesSection({ email }: { email: string }) {
  const realm = useAuthRealm();
  const { note, done } = useSectionNote();
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError(text.missingPassword);
    const result = await realm.api<{ backupCodes: string[] }>("/auth/two-factor/generate-backup-codes", {
      body: { password },
    });
    if (result.status !== 200) return setError(passwordRefusal(realm, result, text.wrongPassword));
    setError(undefined);
    setCodes(result.body.backupCodes);
    done(text.codesMade);
  };
  return (
    <AccountSection heading={text.codesHeading} note={note}>
      {codes ? (
        <RecoveryCodes codes={codes} email={email} />
      ) : (
        <>
          <p>{text.codesText}</p>
          <form onSubmit={submit} noValidate>
            <PasswordField
              kind="current"
              label={text.codesPassword}
              hint={text.codesPasswordHint}
              error={error}
            />
            <Button type="submit" variant="secondary">
              {text.regenerate}
            </Button>
          </form>
        </>
      )}
    </AccountSection>
  );
}
