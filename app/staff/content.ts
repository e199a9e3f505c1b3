import { sharedWords } from "#app/ui/shell/shared-words.ts";

/** Every text of the staff screens. */
export const content = {
  title: "UCP staff inbox",
  /** The tab's title after a screen's name. */
  titleSuffix: "UCP staff",
  /** The top bar: the firm's wordmark and the name of this part of the site. */
  brand: { wordmark: "UCP", section: "Staff inbox" },
  nav: {
    label: "Staff sections",
    home: "Inbox",
    portal: "Portal",
    dataRoom: "Data room",
    audit: "Audit log",
    erase: "Erase a visitor",
    account: "Account",
    signedInAs: "Signed in as",
    signOut: "Sign out",
  },
  routeError: {
    heading: "This screen could not be shown",
    text: "Something went wrong while loading it. Try again; if it keeps failing, the server may be down.",
    offline: "You are offline, or the server cannot be reached. Check the connection, then try again.",
    retry: "Try again",
    home: "Back to the inbox",
    notFoundHeading: "No such page",
    notFound: "There is no staff screen at this address.",
  },
  loading: "Loading…",
  ...sharedWords,
} as const;
