import { headerText } from "./header-text.ts";

/** Long enough for an SMTP server's reply, short enough for a column and a log line. */
const MAX_ERROR_LENGTH = 300;

export interface SendFailure {
  /** One line, at most 300 characters, with the SMTP credentials blanked out. */
  text: string;
  /**
   * A permanent refusal (an SMTP 5xx reply, failed authentication): retrying alone will
   * not help, an operator must act. It is still retried, on the same capped schedule.
   */
  permanent: boolean;
  /** Cancelled by a stopping server: the claim is released, no attempt is counted. */
  aborted: boolean;
}

/** Nodemailer's errors carry these; other errors (a bug) have at most a message. */
interface MailError {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
}

export function describeSendError(error: unknown, smtpUrl: string): SendFailure {
  const { message, code, responseCode } = (
    typeof error === "object" && error !== null ? error : {}
  ) as MailError;
  const parts = [
    typeof code === "string" ? code : undefined,
    typeof responseCode === "number" ? String(responseCode) : undefined,
    typeof message === "string" ? message : String(error),
  ];
  const text = headerText(redact(parts.filter(Boolean).join(" "), smtpUrl), MAX_ERROR_LENGTH);
  const permanent = (typeof responseCode === "number" && responseCode >= 500) || code === "EAUTH";
  return { text, permanent, aborted: code === "EABORT" };
}

/** Blanks the SMTP_URL's user name and password (raw and URL-decoded) wherever they appear. */
function redact(text: string, smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const secrets = [url.password, url.username]
    .flatMap((value) => [value, safeDecode(value)])
    // A one- or two-letter user name would blank half the message and hide nothing.
    .filter((value) => value.length >= 3);
  return secrets.reduce((result, secret) => result.replaceAll(secret, "***"), text);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
