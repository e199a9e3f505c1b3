import { Button } from "../../ui/button.tsx";
import { api } from "../api.ts";
import { addPasskey } from "../auth/passkeys.ts";
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
  reload,
}: {
  passkeys: PasskeyRow[];
  reload: () => Promise<void>;
}) {
  const { note, done, fail } = useSectionNote();
  const add = async () => {
    const answer = await addPasskey(navigator.platform || text.passkeyName);
    if (answer === true) done(text.passkeyAdded);
    else fail(answer ?? text.passkeyNotAdded);
    await reload();
  };
  const remove = async (id: string) => {
    const result = await api("/auth/passkey/delete-passkey", { body: { id } });
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
