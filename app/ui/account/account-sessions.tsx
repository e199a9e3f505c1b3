import { useAuthRealm } from "../auth/realm.tsx";
import { Button } from "../button.tsx";
import { DateTime } from "../date-time.tsx";
import { accountCopy as text } from "./account-copy.ts";
import { AccountSection, useSectionNote } from "./account-section.tsx";

export interface SessionRow {
  id: string;
  userAgent: string | null;
  lastSeen: string;
  current: boolean;
}

/** Where the person is signed in: device, last seen, and ending any other session. */
export function SessionsSection({
  sessions,
  reload,
}: {
  sessions: SessionRow[];
  reload: () => Promise<void>;
}) {
  const { api } = useAuthRealm();
  const { note, done, fail } = useSectionNote();
  const end = async (path: string, body: object, message: string) => {
    const result = await api(path, { body });
    if (result.status === 200) done(message);
    else fail(text.notEnded);
    await reload();
  };
  return (
    <AccountSection heading={text.sessionsHeading} note={note}>
      <ul className="plain" aria-label={text.sessionsHeading}>
        {sessions.map((row) => (
          <li key={row.id}>
            <strong>{row.current ? text.thisDevice : describeDevice(row.userAgent)}</strong>
            <br />
            <span className="hint">
              {text.lastSeen}: <DateTime iso={row.lastSeen} />
            </span>
            {row.current ? null : (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => void end("/sessions/end", { id: row.id }, text.ended)}
                >
                  {text.end}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => void end("/auth/revoke-other-sessions", {}, text.othersEnded)}
      >
        {text.endOthers}
      </Button>
    </AccountSection>
  );
}

function describeDevice(agent: string | null): string {
  if (!agent) return text.unknownDevice;
  const browser = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1] ?? "";
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[1] ?? "";
  return [browser.replace("Edg", "Edge"), system].filter(Boolean).join(" on ") || text.unknownDevice;
}
