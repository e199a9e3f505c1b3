import type { AuthMail } from "./mailer.ts";

/** The texts of the portal people's e-mail. Links are never previewed: they are one-time. */
export interface PortalMailTexts {
  reset(firmName: string, to: string, link: string): AuthMail;
  invitation(firmName: string, to: string, link: string, hours: number): AuthMail;
}

export function portalResetMail(firmName: string, to: string, link: string): AuthMail {
  return {
    to,
    subject: `${firmName} portal: reset your password`,
    text: [
      `Someone asked to reset the password of your ${firmName} GP/LP Portal account.`,
      "",
      `To choose a new password, open this link within an hour: ${link}`,
      "",
      "You will still need your authentication app, a recovery code or a passkey to sign in.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

export function portalInvitationMail(firmName: string, to: string, link: string, hours: number): AuthMail {
  return {
    to,
    subject: `${firmName} GP/LP Portal: your invitation`,
    text: [
      `${firmName} has invited you to its GP/LP Portal.`,
      "",
      `Open this link within ${hours} hours to choose a password and set up two-factor sign-in:`,
      link,
      "",
      "The link works once. If it has expired, ask your contact at the firm for a new one.",
    ].join("\n"),
  };
}

/** A password-reset link that staff sent (the person asked the firm, not the site). */
export function portalStaffResetMail(firmName: string, to: string, link: string): AuthMail {
  return {
    to,
    subject: `${firmName} portal: choose a new password`,
    text: [
      `${firmName} has sent you a link to choose a new password for its GP/LP Portal.`,
      "",
      `Open it within an hour: ${link}`,
      "",
      "You will still need your authentication app, a recovery code or a passkey to sign in.",
      "Your portal sessions have ended: sign in again once the password is changed.",
    ].join("\n"),
  };
}

/** A second-factor reset: the password stays, the link lets the person add a new authenticator. */
export function portalSecondFactorMail(firmName: string, to: string, link: string, hours: number): AuthMail {
  return {
    to,
    subject: `${firmName} portal: set up a new authenticator`,
    text: [
      `${firmName} has removed the authenticator app, recovery codes and passkeys of your GP/LP Portal account.`,
      "",
      `Open this link within ${hours} hours, sign in with your password, and set up a new authenticator:`,
      link,
      "",
      "The link works once. Your password is unchanged.",
    ].join("\n"),
  };
}
