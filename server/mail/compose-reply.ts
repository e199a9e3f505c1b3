import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { ClaimedReply } from "#server/inbox/records/triage/reply-outbox.ts";
import { literalHeaderText, replyToAddress } from "./header-text.ts";
import type { NotificationSettings } from "./settings.ts";

/** The same for every attempt at one reply: a resend after a crash is the same message. */
export function replyMessageId(replyId: string, domain: string): string {
  return `<reply-${replyId}@${domain}>`;
}

/**
 * A staff member's reply to a visitor: from the firm's MAIL_FROM (the address its mail
 * server may send as), with Reply-To the staff member, so the visitor's answer reaches
 * that person. Plain text: the body is what the staff member typed, nothing rendered.
 */
export function composeReply(
  reply: ClaimedReply,
  settings: Pick<NotificationSettings, "from" | "messageIdDomain">,
): SendMailOptions {
  return {
    from: settings.from,
    // An address unfit for a header is not sent to: the send fails and the reply shows why.
    to: replyToAddress(reply.to) ?? "",
    replyTo: { name: literalHeaderText(reply.replyTo.name), address: reply.replyTo.address },
    subject: literalHeaderText(reply.subject),
    messageId: replyMessageId(reply.id, settings.messageIdDomain),
    headers: { "X-UCP-Inquiry-Id": reply.inquiryId },
    text: `${reply.body.replace(/\r\n?/g, "\n")}\n`,
  };
}
