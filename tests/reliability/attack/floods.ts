// The strangers: wrong passwords for the person's account from many networks, hostile
// sign-in bodies, and anonymous passkey challenges, each network one after another.
import { hostileSignInBodies } from "./hostile-sign-ins.ts";
import { SIGN_IN } from "./person.ts";
import type { Answer, SourceClient } from "./source-client.ts";

export interface FloodFigures {
  sent: number;
  /** Status -> how many; 0 is a connection that got no answer. */
  statuses: Map<number, number>;
  /** Bytes of request bodies sent: what a server that stored them would grow by. */
  bodyBytes: number;
  /** The first answers that were server errors or no answer at all. */
  failures: string[];
}

export function emptyFigures(): FloodFigures {
  return { sent: 0, statuses: new Map(), bodyBytes: 0, failures: [] };
}

function record(figures: FloodFigures, label: string, answer: Answer, bodyBytes = 0): void {
  figures.sent++;
  figures.bodyBytes += bodyBytes;
  figures.statuses.set(answer.status, (figures.statuses.get(answer.status) ?? 0) + 1);
  const stackTrace = /\n\s+at\s/.test(answer.body);
  if ((answer.status === 0 || answer.status >= 500 || stackTrace) && figures.failures.length < 3)
    figures.failures.push(`${label}: ${answer.status} ${answer.error ?? answer.body.slice(0, 120)}`);
}

/** Each attacker sends `perClient` wrong passwords for `email`, in turn; the attackers at once. */
export async function wrongPasswords(
  attackers: SourceClient[],
  email: string,
  perClient: number,
  figures: FloodFigures,
): Promise<void> {
  await Promise.all(
    attackers.map(async (client) => {
      for (let attempt = 0; attempt < perClient; attempt++) {
        const body = { email, password: `wrong guess ${client.address} ${attempt}` };
        record(figures, "wrong password", await client.json(SIGN_IN, body));
      }
    }),
  );
}

/** Every hostile body from every client, `rounds` times. */
export async function hostileBodies(clients: SourceClient[], rounds: number, figures: FloodFigures) {
  await Promise.all(
    clients.map(async (client, index) => {
      for (let round = 0; round < rounds; round++) {
        for (const { label, body } of hostileSignInBodies(round * clients.length + index)) {
          const answer = await client.send("POST", SIGN_IN, body, { "content-type": "application/json" });
          record(figures, label, answer, Buffer.byteLength(body));
        }
      }
    }),
  );
}

/** Anonymous passkey challenges: each one, if stored, is a row a stranger added. */
export async function passkeyChallenges(clients: SourceClient[], perClient: number, figures: FloodFigures) {
  await Promise.all(
    clients.map(async (client) => {
      for (let n = 0; n < perClient; n++)
        record(
          figures,
          "passkey options",
          await client.json("/inbox/api/auth/passkey/generate-authenticate-options"),
        );
    }),
  );
}

export function statusList(figures: FloodFigures): string {
  return [...figures.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(", ");
}
