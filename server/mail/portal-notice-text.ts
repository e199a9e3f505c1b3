// The words of the portal's notices to investors and sponsors. They name the deal and an
// update's or a document's title and link to the sign-in: never an update's text, never
// an attachment.

const PORTAL = "the UCP GP/LP Portal";
const CHANGE =
  "To choose how updates reach you (at once, a daily digest, or not at all), sign in and open Account.";

export interface NoticeText {
  subject: string;
  text: string;
}

/** A digest's titles (at most DIGEST_TITLES) and how many more there are. */
export interface DigestList {
  items: readonly { deal: string; title: string }[];
  more: number;
}

const count = (list: DigestList, one: string, many: string) => {
  const total = list.items.length + list.more;
  return total === 0 ? "" : total === 1 ? `1 ${one}` : `${total} ${many}`;
};

const listed = (heading: string, list: DigestList) =>
  list.items.length === 0
    ? []
    : [
        heading,
        "",
        ...list.items.map((item) => `- ${item.deal}: ${item.title}`),
        ...(list.more > 0 ? [`- and ${list.more} more`] : []),
        "",
      ];

// An update and a document are announced alike: only the noun and its verb differ.
const announced = (noun: string, verb: string, deal: string, title: string, link: string): NoticeText => ({
  subject: `New ${noun} on ${deal}: ${title}`,
  text: [
    `A new ${noun} was ${verb} on ${deal} in ${PORTAL}:`,
    "",
    `  ${title}`,
    "",
    `Sign in to read it: ${link}`,
    "",
    CHANGE,
  ].join("\n"),
});

export const portalNoticeText = {
  update: (deal: string, title: string, link: string): NoticeText =>
    announced("update", "posted", deal, title, link),
  document: (deal: string, title: string, link: string): NoticeText =>
    announced("document", "published", deal, title, link),
  // Says only that a notice waits: amounts and bank details are read signed in, never in
  // an e-mail, which anyone can forge.
  reporting: (deal: string, link: string): NoticeText => ({
    subject: `A notice is waiting for you on ${deal}`,
    text: [
      `A notice is waiting for you on ${deal} in ${PORTAL}.`,
      "",
      `Sign in to read it: ${link}`,
      "",
      "We never send amounts or bank details by e-mail. If an e-mail asks you to pay to",
      "new bank details, do not pay: sign in and check the notice there.",
    ].join("\n"),
  }),
  answer: (deal: string, link: string): NoticeText => ({
    subject: `Your question on ${deal} was answered`,
    text: [
      `Your question on ${deal} was answered in ${PORTAL}.`,
      "",
      `Sign in to read the answer: ${link}`,
    ].join("\n"),
  }),
  digest: (day: string, updates: DigestList, documents: DigestList, link: string): NoticeText => ({
    subject: `UCP GP/LP Portal: ${[
      count(updates, "new update", "new updates"),
      count(documents, "new document", "new documents"),
    ]
      .filter(Boolean)
      .join(" and ")} on ${day}`,
    text: [
      ...listed(`Updates posted on ${day} (UTC) in ${PORTAL}:`, updates),
      ...listed(`Documents published on ${day} (UTC) in ${PORTAL}:`, documents),
      `Sign in to read them: ${link}`,
      "",
      CHANGE,
    ].join("\n"),
  }),
};
