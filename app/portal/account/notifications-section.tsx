import { type FormEvent, useEffect, useState } from "react";
import { AccountSection, useSectionNote } from "#app/ui/account/account-section.tsx";
import {
  type NotificationSettings,
  UPDATE_DELIVERIES,
  type UpdateDelivery,
} from "#common/portal-person-api.ts";
import { api } from "../api.ts";
import { content } from "../content.ts";

const text = content.account;

/** How new updates reach the person by e-mail: at once, a daily digest, or not at all. */
export function NotificationsSection() {
  const { note, done, fail } = useSectionNote();
  const [current, setCurrent] = useState<UpdateDelivery>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void api<NotificationSettings>("/settings/notifications").then((result) => {
      if (result.status === 200) setCurrent(result.body.updates);
      else fail(text.notSaved);
    });
  }, [fail]);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const updates = new FormData(event.currentTarget).get("updates") as UpdateDelivery | null;
    if (!updates) return;
    setBusy(true);
    const result = await api<NotificationSettings>("/settings/notifications", {
      method: "PUT",
      body: { updates },
    });
    setBusy(false);
    if (result.status !== 200) return fail(text.notSaved);
    setCurrent(result.body.updates);
    done(text.saved);
  };
  return (
    <AccountSection heading={text.notificationsHeading} note={note}>
      <p>{text.notificationsText}</p>
      {current ? (
        <form onSubmit={save} noValidate>
          <fieldset className="choices">
            <legend>{text.legend}</legend>
            {UPDATE_DELIVERIES.map((choice) => (
              <label key={choice} className="choice">
                <input type="radio" name="updates" value={choice} defaultChecked={choice === current} />
                {text.choices[choice]}
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={busy}>
            {text.save}
          </button>
        </form>
      ) : null}
    </AccountSection>
  );
}
