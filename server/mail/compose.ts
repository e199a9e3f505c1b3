import type { SendMailOptions } from "nodemailer/lib/mailer";
import { NO_NAME } from "#common/visible-text.ts";
import type { StoredInquiry } from "#server/store/inquiry-types.ts";
import { escapeHtml, headerText, literalHeaderText, replyToAddress } from "./header-text.ts";
import type { NotificationSettings } from "./settings.ts";

type Addressing = Pick<NotificationSettings, "from" | "to" | "messageIdDomain">;

const READABLE_UTC = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * The same for every attempt at one inquiry's notification, so a resend after a crash
 * (the SMTP server took the message, the instance died before recording it) carries the
 * same Message-ID and mail clients show it as the same message.
 */
export function notificationMessageId(inquiryId: string, domain: string): string {
  return `<inquiry-${inquiryId}@${domain}>`;
}

/**
 * The notification e-mail about one inquiry, for the firm only: it is never addressed
 * to the visitor, whose address appears only as Reply-To (and in the body). Every piece
 * of visitor text in a header goes through headerText (one visible line) and is encoded
 * by nodemailer, never passed through as an encoded word; in HTML through escapeHtml,
 * inside <bdi>, so a bidi override in it cannot reorder the text around it.
 */
export function composeNotification(inquiry: StoredInquiry, settings: Addressing): SendMailOptions {
  const name = headerText(inquiry.name) || NO_NAME;
  const type = inquiry.fund_type === null ? "" : headerText(inquiry.fund_type, 60);
  const replyTo = replyToAddress(inquiry.email);
  const received = `${inquiry.createdAt.toISOString()} (${READABLE_UTC.format(inquiry.createdAt)} UTC)`;
  const fields: [string, string][] = [
    ["Received", received],
    ["Name", inquiry.name],
    ["E-mail", inquiry.email],
    ["Inquiry type", inquiry.fund_type ?? "(not chosen)"],
    ["Size range", inquiry.aum ?? "(not chosen)"],
    ["Inquiry ID", inquiry.id],
  ];
  const answer = replyTo
    ? `Reply to this e-mail to answer ${name} at ${replyTo}.`
    : "The sender's e-mail address is not a usable reply address; it was left out of the headers.";
  const notice = "No automatic reply was sent to the sender.";
  return {
    from: settings.from,
    to: settings.to,
    ...(replyTo ? { replyTo: { name: literalHeaderText(name), address: replyTo } } : {}),
    subject: literalHeaderText(`New inquiry from ${name}${type ? ` (${type})` : ""}`),
    messageId: notificationMessageId(inquiry.id, settings.messageIdDomain),
    headers: {
      // RFC 3834: an automated message; well-behaved autoresponders do not answer it.
      "Auto-Submitted": "auto-generated",
      "X-UCP-Inquiry-Id": inquiry.id,
    },
    text: [
      "A new inquiry arrived through the website's contact form.",
      "",
      ...fields.map(([label, value]) => `${`${label}:`.padEnd(14)}${oneLineText(value)}`),
      "",
      "Message:",
      "",
      inquiry.message.replace(/\r\n?/g, "\n"),
      "",
      "--",
      answer,
      notice,
      "",
    ].join("\n"),
    html: [
      "<!doctype html>",
      '<html><body style="font-family: sans-serif; line-height: 1.5">',
      "<p>A new inquiry arrived through the website's contact form.</p>",
      '<table cellpadding="4" style="border-collapse: collapse">',
      ...fields.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${label}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`,
      ),
      "</table>",
      "<h3>Message</h3>",
      `<div style="white-space: pre-wrap"><bdi>${escapeHtml(inquiry.message)}</bdi></div>`,
      `<hr><p>${escapeHtml(answer)}<br>${notice}</p>`,
      "</body></html>",
    ].join("\n"),
  };
}

/** Field values sit on one labelled line of the text body; the message has its own block. */
function oneLineText(value: string): string {
  return headerText(value, 5000);
}
