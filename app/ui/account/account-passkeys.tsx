import { addPasskey } from "../auth/passkeys.ts";
import { useAuthRealm } from "../auth/realm.tsx";
import { Button } from "../button.tsx";
import { accountCopy as text } from "./account-copy.ts";
import { AccountSection, useSectionNote } from "./account-section.tsx";

export interface PasskeyRow {
  id: string;
  name?: string | null;
  createdAt: string;
}

/** The person's passkeys: add one on this device, remove any. */
export function PasskeysSection({
  passkeys,
  email,
  reload,
}: {
  passkeys: PasskeyRow[];
  email: string;
  reload: () => Promise<void>;
}) {
  const realm = useAuthRealm();
  const { note, done, fail } = useSectionNote();
  const add = async () => {
    const answer = await addPasskey(realm, navigator.platform || text.passkeyName, email);
    if (answer === true) done(text.passkeyAdded);
    else fail(answer ?? text.passkeyNotAdded);
    await reload();
  };
  const remove = async (id: string) => {
    const result = await realm.api("/auth/passkey/delete-passkey", { body: { id } });
    if (result.status === 200) done(text.passkeyRemoved);
    else fail(text.passkeyNotRemoved);
    await reload();
  };
  return (
    <AccountSection heading={text.passkeysHeading} note={note}>
      <p>{text.passkeysText}</p>
      {passkeys.length === 0 ? <p>{text.noPasskeys}</p> : null}
      <ul className="plain" aria-label={text.passkeysHeading}>
        {passkeys.map((key) => (
          <li key={key.id} className="row">
            <bdi>{key.name || key.id.slice(0, 8)}</bdi>
            <Button variant="secondary" onClick={() => void remove(key.id)}>
              {text.remove} <bdi>{key.name ?? ""}</bdi>
            </Button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void add()}>
        {text.addPasskey}
      </button>
    </AccountSection>
  );
}
