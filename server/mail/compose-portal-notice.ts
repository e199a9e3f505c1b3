import type { SendMailOptions } from "nodemailer/lib/mailer";
import { type ClaimedNotice, DIGEST_TITLES } from "#server/store/portal-notices.ts";
import { headerText, literalHeaderText, replyToAddress } from "./header-text.ts";
import { portalNoticeText } from "./portal-notice-text.ts";
import type { NotificationSettings } from "./settings.ts";

/** Where every notice leads: the portal's sign-in, never a page of the deal itself. */
export function portalSignInLink(publicSiteUrl: string): string {
  return new URL("/portal/sign-in", publicSiteUrl).toString();
}

/**
 * A notice as sent: plain text, no attachment, addressed to the person alone. Deal names
 * and titles are staff's words, kept to one line; the Message-ID is the same for every
 * attempt, so a resend after a crash is the same message.
 */
export function composePortalNotice(
  notice: ClaimedNotice,
  settings: Pick<NotificationSettings, "from" | "messageIdDomain">,
  link: string,
): SendMailOptions {
  const line = (value: string) => headerText(value);
  const capped = (list: readonly { deal: string; title: string }[]) => ({
    items: list.slice(0, DIGEST_TITLES).map((item) => ({ deal: line(item.deal), title: line(item.title) })),
    more: Math.max(0, list.length - DIGEST_TITLES),
  });
  const words =
    notice.kind === "update"
      ? portalNoticeText.update(line(notice.deal), line(notice.title), link)
      : notice.kind === "document"
        ? portalNoticeText.document(line(notice.deal), line(notice.title), link)
        : notice.kind === "reporting"
          ? portalNoticeText.reporting(line(notice.deal), link)
          : notice.kind === "answer"
            ? portalNoticeText.answer(line(notice.deal), link)
            : portalNoticeText.digest(notice.day, capped(notice.items), capped(notice.documents), link);
  return {
    from: settings.from,
    to: replyToAddress(notice.to) ?? "",
    subject: literalHeaderText(words.subject),
    messageId: `<portal-${notice.kind}-${notice.id}@${settings.messageIdDomain}>`,
    headers: { "Auto-Submitted": "auto-generated" },
    text: `${words.text}\n`,
  };
}
