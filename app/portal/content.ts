import { authCopyFor } from "#app/ui/auth/auth-copy.ts";
import { portalLabels } from "#app/ui/portal-labels.ts";
import { sharedWords } from "#app/ui/shell/shared-words.ts";
import type { UpdateDelivery } from "#common/portal-person-api.ts";

/** Every text of the portal's screens (investors and sponsors). */
export const content = {
  /** The tab's title after a screen's name. */
  titleSuffix: "UCP portal",
  brand: { wordmark: "UCP", section: "GP/LP Portal" },
  nav: {
    label: "Portal sections",
    home: "Your deals",
    account: "Account",
    signedInAs: "Signed in as",
    signOut: "Sign out",
  },
  loading: "Loading…",
  routeError: {
    heading: "This page could not be shown",
    text: "Something went wrong while loading it. Try again; if it keeps failing, contact the firm.",
    offline: "You are offline, or the server cannot be reached. Check the connection, then try again.",
    retry: "Try again",
    home: "Back to your deals",
    notFoundHeading: "No such page",
    notFound: "There is nothing at this address, or it is not open to you.",
  },
  ...sharedWords,
  readOnly: "Preview: this is what the person sees. Nothing can be changed here.",
  home: {
    heading: "Your deals",
    none: "No deal is open to you yet. The firm will e-mail you when one is.",
    ended:
      "No deal is open to you now: your access has ended. Ask your contact at the firm if you need it again.",
    /** Shown above the groups when the person belongs to several organisations. */
    through: (role: string, delegate: boolean) => (delegate ? `${role}, read only` : role),
    termsPending: "Terms to accept",
    newUpdates: (count: string) => `${count} new ${count === "1" ? "update" : "updates"}`,
    newAnswers: (count: string) => `${count} new ${count === "1" ? "answer" : "answers"}`,
    newDocuments: (count: string) => `${count} new ${count === "1" ? "document" : "documents"}`,
    nothingNew: "Nothing new since your last visit",
    firstVisit: "Not opened yet",
    dealsOf: (organisation: string) => `Deals of ${organisation}`,
  },
  deal: {
    kind: portalLabels.dealKinds,
    status: portalLabels.dealStatuses,
    through: "Through",
    lastVisit: "Your previous visit",
    updatesHeading: "Updates",
    noUpdates: "No update has been posted yet.",
    newMark: "New",
    moreUpdates: "Show older updates",
    questionsHeading: "Questions and answers",
    questionsText:
      "Your organisation's questions are seen only by your organisation and the firm. The firm may publish a question and its answer to everyone on the deal, without naming who asked.",
    noQuestions: "No question yet.",
    moreQuestions: "Show older questions",
    askedBy: "Asked by",
    askedAt: "Asked",
    yourOrganisation: "Your organisation",
    published: "Published to everyone on the deal",
    awaiting: "Awaiting an answer",
    answered: "Answer",
    answeredPrivately: "Answered to your organisation only",
    askHeading: "Ask a question",
    askLabel: "Your question",
    askHint: "Seen by your organisation and the firm. At most 5,000 characters.",
    askSubmit: "Send question",
    askMissing: "Write your question first.",
    askTooLong: "Keep the question to 5,000 characters or fewer.",
    asked: "Your question was sent. The firm will answer it here.",
    cannotAsk: "Your role on this deal reads questions and answers but does not ask them.",
    loadMoreFailed: "The older entries could not be loaded. Try again.",
  },
  terms: {
    title: (deal: string) => `Terms of ${deal}`,
    notReady:
      "The firm has not published the terms of this deal yet. The deal opens once they are published and you have accepted them.",
    text: "Before anything of this deal shows, read and accept its terms.",
    version: (version: number) => `Version ${version}`,
    accept: "I accept these terms",
    accepted: "You accepted this version",
    open: "Open the deal",
    acceptFailed: "Your acceptance could not be recorded. Try again.",
    back: "Back to your deals",
  },
  ended: {
    heading: "Your access has ended",
    text: "Your access to this deal has ended, so its documents can no longer be shown. Ask your contact at the firm if you need it again.",
    home: "Back to your deals",
  },
  update: {
    posted: "Posted",
    back: "Back to the deal",
  },
  account: {
    notificationsHeading: "E-mail about new updates",
    notificationsText:
      "The e-mail names the deal and the update's title, with a link to sign in. It never contains the update itself.",
    legend: "Send me an e-mail",
    choices: {
      immediate: "At once, for each new update",
      daily: "Once a day, a digest of the day's updates",
      none: "Never: I will check the portal myself",
    } satisfies Record<UpdateDelivery, string>,
    save: "Save",
    saved: "Saved.",
    notSaved: "The setting could not be saved. Try again.",
  },
  roles: portalLabels.roles,
} as const;

/** The sign-in, invitation and reset screens' words for portal people. */
export const portalAuthCopy = authCopyFor({
  signInHeading: "Sign in to the portal",
  invitationHeading: "Set up your portal account",
  codesFileName: "ucp-portal-recovery-codes.txt",
  codesFileHeading: (email: string) =>
    `UCP GP/LP portal: recovery codes for ${email}\nEach code signs you in once. Keep them somewhere safe.\n`,
  forgotText:
    "Enter the e-mail address of your portal account. We will send it a link to choose a new password.",
  forgotSent: "If this address has a portal account, a reset link is on its way. It is valid for an hour.",
  noMail:
    "No reset link can be sent by e-mail from this server. Ask your contact at the firm: they can send you a new link.",
  noMailCommand: null,
});
