import type { Config } from "#server/config.ts";
import { smtpSender } from "#server/mail/transport.ts";

export interface AuthMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends staff e-mail (invitations, password resets) through the notification SMTP settings. */
export type AuthMailer = (mail: AuthMail) => Promise<void>;

/** Undefined when SMTP_URL or MAIL_FROM is unset: links are then only printed or logged. */
export function authMailer(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): AuthMailer | undefined {
  const from = config.MAIL_FROM?.[0];
  if (!config.SMTP_URL || !from) return undefined;
  const smtpUrl = config.SMTP_URL;
  return async (mail) => {
    // One transport per message: staff mail is rare, and nothing is left open afterwards.
    const sender = smtpSender(smtpUrl);
    try {
      await sender.send(
        { from: from.name ? { name: from.name, address: from.address } : from.address, ...mail },
        AbortSignal.timeout(30_000),
      );
    } finally {
      sender.close();
    }
  };
}
