import { api } from "../api.ts";
import { content } from "../content.ts";

const text = content.account;

export interface SessionRow {
  id: string;
  userAgent: string | null;
  lastSeen: string;
  current: boolean;
}

/** Where the person is signed in: device, last seen, and ending any other session. */
export function AccountSessions({
  sessions,
  reload,
}: {
  sessions: SessionRow[];
  reload: () => Promise<void>;
}) {
  return (
    <>
      <h2>{text.sessionsHeading}</h2>
      <ul className="plain" aria-label={text.sessionsHeading}>
        {sessions.map((row) => (
          <li key={row.id}>
            <strong>{row.current ? text.thisDevice : describeDevice(row.userAgent)}</strong>
            <br />
            <span className="hint">
              {text.lastSeen}: {new Date(row.lastSeen).toLocaleString()}
            </span>
            {row.current ? null : (
              <div>
                <button
                  type="button"
                  className="secondary"
                  onClick={async () => {
                    await api("/sessions/end", { body: { id: row.id } });
                    await reload();
                  }}
                >
                  {text.end}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="secondary"
        onClick={async () => {
          await api("/auth/revoke-other-sessions", { body: {} });
          await reload();
        }}
      >
        {text.endOthers}
      </button>
    </>
  );
}

function describeDevice(agent: string | null): string {
  if (!agent) return text.unknownDevice;
  const browser = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1] ?? "";
  const system = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(agent)?.[1] ?? "";
  return [browser.replace("Edg", "Edge"), system].filter(Boolean).join(" on ") || text.unknownDevice;
}
