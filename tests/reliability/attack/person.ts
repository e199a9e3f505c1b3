// The real person: from their own network, with the right password and the code their
// authenticator shows, again and again while strangers attack the same account.
import * as OTPAuth from "otpauth";
import type { SourceClient } from "./source-client.ts";

export const SIGN_IN = "/inbox/api/auth/sign-in/email";
const VERIFY_TOTP = "/inbox/api/auth/two-factor/verify-totp";
/** A person tries again after a moment, not in a tight loop. */
const BETWEEN_MS = 400;

export interface PersonFigures {
  attempts: number;
  /** Passwords or codes refused to the person: each is a sign-in they could not make. */
  refused: number;
  /** The first refusals, status and body, for the report. */
  refusals: string[];
  signedIn: number;
  slowestMs: number;
}

export interface Person {
  client: SourceClient;
  email: string;
  password: string;
  totpUri: string;
  /** When the person enrolled: the code shown then is used up. */
  enrolledAt: number;
}

/** The code the authenticator showed at `timestamp`. */
function codeAt(totpUri: string, timestamp: number): string {
  const totp = OTPAuth.URI.parse(totpUri);
  if (!(totp instanceof OTPAuth.TOTP)) throw new Error("not a TOTP URI");
  return totp.generate({ timestamp });
}

/**
 * A code not used yet: the one shown now, else the one shown just before it changed (a
 * person typing as it rolls over; the server accepts the previous period too).
 */
function freshCode(person: Person, used: Set<string>): string | undefined {
  return [Date.now(), Date.now() - 30_000]
    .map((at) => codeAt(person.totpUri, at))
    .find((code) => !used.has(code));
}

/**
 * Signs in until stopped (at least `minimum` times): the password each time, and a code
 * whenever one is unused (a code is accepted once), then signs out.
 * Pauses between tries pace a person; they stand in for no condition.
 */
export function signInRepeatedly(person: Person, minimum: number): { stop(): Promise<PersonFigures> } {
  const figures: PersonFigures = { attempts: 0, refused: 0, refusals: [], signedIn: 0, slowestMs: 0 };
  let running = true;
  const used = new Set([codeAt(person.totpUri, person.enrolledAt)]);
  const refuse = (step: string, status: number, body: string) => {
    figures.refused++;
    if (figures.refusals.length < 3) figures.refusals.push(`${step} ${status} ${body.slice(0, 120)}`);
  };
  const attempt = async () => {
    figures.attempts++;
    const started = performance.now();
    const password = await person.client.json(SIGN_IN, { email: person.email, password: person.password });
    if (password.status !== 200 || !password.body.includes('"twoFactorRedirect":true')) {
      refuse("password", password.status, password.error ?? password.body);
    } else {
      const code = freshCode(person, used);
      if (code) {
        used.add(code);
        const verified = await person.client.json(VERIFY_TOTP, { code });
        if (verified.status !== 200) refuse("code", verified.status, verified.error ?? verified.body);
        else {
          figures.signedIn++;
          await person.client.json("/inbox/api/auth/sign-out", {});
        }
      }
    }
    figures.slowestMs = Math.max(figures.slowestMs, performance.now() - started);
  };
  const loop = (async () => {
    while (running || figures.attempts < minimum) {
      await attempt();
      await new Promise((resolve) => setTimeout(resolve, BETWEEN_MS));
    }
  })();
  return {
    /** Ends the loop, then signs in once more: after the whole attack, not only during it. */
    async stop() {
      running = false;
      await loop;
      await attempt();
      return figures;
    },
  };
}
