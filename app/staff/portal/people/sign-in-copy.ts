import type { PortalSignInStage } from "#common/portal-api.ts";

const sessions = (count: number) =>
  count === 0
    ? "They have no open session."
    : count === 1
      ? "Their 1 open session ends now."
      : `Their ${count} open sessions end now.`;

/** Every word of a person's "Portal sign-in" part: their stage, the actions it allows, the confirmations. */
export const signInCopy = {
  factsLabel: "Sign-in",
  stage: "State",
  lastSignedIn: "Last signed in",
  never: "Never",
  stages: {
    not_invited: "Not invited",
    invited: (at: string, until: string) => `Invited ${at}; the link works until ${until}`,
    enrolled: "Enrolled: password and second factor set up",
    second_factor_reset: "Second factor reset: waiting for them to set up a new one",
    second_factor_link: (at: string, until: string) =>
      `Second factor reset; link sent ${at}, works until ${until}`,
    revoked: (at: string) => `Revoked ${at}`,
  } satisfies Record<PortalSignInStage, unknown> & Record<string, unknown>,
  actions: {
    invite: "Send invitation",
    inviteAgain: "Send a new invitation",
    withdraw: "Withdraw invitation",
    withdrawLink: "Withdraw link",
    passwordReset: "Send password reset",
    secondFactorReset: "Reset second factor",
    secondFactorAgain: "Send a new second-factor link",
    revoke: "Revoke access",
    restore: "Restore access",
  },
  /** Said after an action: either sent by e-mail, or a link for staff to give; never both. */
  done: {
    invitationMailed: (email: string, until: string) =>
      `Invitation e-mailed to ${email}; the link works until ${until}.`,
    invitationLink: (email: string, until: string) =>
      `No mail server is set up, so nothing was e-mailed. Give ${email} this invitation link yourself; it works until ${until}:`,
    resetMailed: (email: string, until: string) =>
      `Password-reset link e-mailed to ${email}; it works until ${until}. Their sessions have ended.`,
    resetLink: (email: string, until: string) =>
      `No mail server is set up, so nothing was e-mailed. Give ${email} this password-reset link yourself; it works until ${until}. Their sessions have ended:`,
    secondFactorMailed: (email: string, until: string) =>
      `Second factor reset. ${email} has been e-mailed a link to set up a new one (with their password) until ${until}.`,
    secondFactorLink: (email: string, until: string) =>
      `Second factor reset. No mail server is set up, so nothing was e-mailed. Give ${email} this link yourself; with their password it sets up a new authenticator until ${until}:`,
    withdrawn: "Link withdrawn: it no longer works.",
    revoked: "Access revoked: signed out everywhere, and no new sign-in.",
    restored: "Access restored: they may sign in again.",
  },
  copyLink: "Copy link",
  copied: "Link copied.",
  copyFailed: "This browser did not allow copying. Select the link and copy it.",
  cancel: "Cancel",
  confirm: {
    revoke: {
      heading: (name: string) => `Revoke the portal access of ${name}?`,
      ends: (count: number) => [
        sessions(count),
        "Any invitation or reset link they hold stops working.",
        "They cannot sign in again until you restore their access. Their organisations and records stay.",
      ],
    },
    secondFactor: {
      heading: (name: string) => `Reset the second factor of ${name}?`,
      ends: (count: number) => [
        "Their authenticator app, recovery codes and passkeys are removed.",
        sessions(count),
        "They get a link with which they sign in with their password and set up a new authenticator.",
      ],
    },
    password: {
      heading: (name: string) => `Send ${name} a password-reset link?`,
      ends: (count: number) => [
        sessions(count),
        "Their password works until they choose a new one; their second factor stays.",
      ],
    },
  },
  removal: {
    heading: "Delete this person",
    intro:
      "Deleting removes the person from the portal for good. To keep their records, revoke their access instead.",
    open: "Delete person…",
    confirm: "Delete person",
    dialog: (name: string) => `Delete ${name} from the portal?`,
    removes: (r: {
      memberships: number;
      sessions: number;
      updateReads: number;
      documentViews: number;
      downloads: number;
    }) => [
      `Their sign-in: password, second factor, open links and ${r.sessions} open session(s).`,
      `Their ${r.memberships} membership(s) of organisations.`,
      `Their reading records: ${r.updateReads} update read(s), ${r.documentViews} document opening(s), ${r.downloads} download(s).`,
      "The audit log keeps its entries about them.",
    ],
    blocked: (questions: number) =>
      `They asked ${questions} question(s), which stay on their deals, so they cannot be deleted. Revoke their access instead: that keeps their records and ends their sign-in.`,
  },
} as const;
