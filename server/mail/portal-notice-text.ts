// The words of the portal's notices to investors and sponsors. They name the deal and an
// update's title and link to the sign-in: never an update's text, never an attachment.

const PORTAL = "the UCP GP/LP Portal";
const CHANGE =
  "To choose how updates reach you (at once, a daily digest, or not at all), sign in and open Account.";

export interface NoticeText {
  subject: string;
  text: string;
}

export const portalNoticeText = {
  update: (deal: string, title: string, link: string): NoticeText => ({
    subject: `New update on ${deal}: ${title}`,
    text: [
      `A new update was posted on ${deal} in ${PORTAL}:`,
      "",
      `  ${title}`,
      "",
      `Sign in to read it: ${link}`,
      "",
      CHANGE,
    ].join("\n"),
  }),
  document: (deal: string, title: string, link: string): NoticeText => ({
    subject: `New document on ${deal}: ${title}`,
    text: [
      `A new document was published on ${deal} in ${PORTAL}:`,
      "",
      `  ${title}`,
      "",
      `Sign in to read it: ${link}`,
      "",
      CHANGE,
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
  digest: (
    day: string,
    items: readonly { deal: string; title: string }[],
    more: number,
    link: string,
  ): NoticeText => ({
    subject: `UCP GP/LP Portal: ${items.length + more === 1 ? "1 new update" : `${items.length + more} new updates`} on ${day}`,
    text: [
      `Updates posted on ${day} (UTC) in ${PORTAL}:`,
      "",
      ...items.map((item) => `- ${item.deal}: ${item.title}`),
      ...(more > 0 ? [`- and ${more} more`] : []),
      "",
      `Sign in to read them: ${link}`,
      "",
      CHANGE,
    ].join("\n"),
  }),
};
