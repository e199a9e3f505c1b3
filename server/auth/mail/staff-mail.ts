import type { AuthMail } from "./mailer.ts";

/** The texts of staff e-mail. Links are never previewed: they are one-time. */
export function resetMail(firmName: string, to: string, link: string): AuthMail {
  return {
    to,
    subject: `${firmName} inbox: reset your password`,
    text: [
      "Someone asked to reset the password of your staff account.",
      "",
      `To choose a new password, open this link within an hour: ${link}`,
      "",
      "You will still need your authentication app or a recovery code to sign in.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

export function invitationMail(firmName: string, to: string, link: string, hours: number): AuthMail {
  return {
    to,
    subject: `${firmName} inbox: your staff account`,
    text: [
      `You have been invited to the ${firmName} inquiries inbox.`,
      "",
      `Open this link within ${hours} hours to choose a password and set up two-factor sign-in:`,
      link,
      "",
      "The link works once. If it has expired, ask for a new one.",
    ].join("\n"),
  };
}
