import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { FormError } from "#app/ui/field.tsx";
import { type InboxInquiry, REPLY_MAX_LENGTH } from "#common/inbox-api.ts";
import { newRequestId } from "../request-id.ts";
import { triageCopy } from "../triage-copy.ts";
import type { InquiryActionResult } from "./inquiry-action.ts";
import { fillTemplate, replyTemplates } from "./reply-templates.ts";

const copy = triageCopy.composer;

/**
 * Writes a reply from a template or from scratch and sends it through the server's outbox,
 * once: the requestId stays the same until the server has taken the reply.
 */
export function ReplyComposer({
  inquiry,
  canSendMail,
  onSent,
}: {
  inquiry: InboxInquiry;
  canSendMail: boolean;
  onSent: (result: Extract<InquiryActionResult, { ok: true }>) => void;
}) {
  const fetcher = useFetcher<InquiryActionResult>();
  const [body, setBody] = useState("");
  const [requestId, setRequestId] = useState(newRequestId);
  const bodyId = useId();
  const result = fetcher.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (result?.intent !== "reply" || !result.ok) return;
    setBody("");
    setRequestId(newRequestId());
    onSent(result);
  }, [result]);
  const noMail = !canSendMail || (result?.ok === false && result.mailNotConfigured);
  return (
    <section className="composer" aria-labelledby={`${bodyId}-heading`}>
      <h2 id={`${bodyId}-heading`}>{copy.heading}</h2>
      {noMail ? (
        <p className="notice">{copy.noMail}</p>
      ) : (
        <fetcher.Form method="post" action={`/inbox/inquiry?id=${encodeURIComponent(inquiry.id)}`}>
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="requestId" value={requestId} />
          <label>
            {copy.template}
            <select
              defaultValue=""
              onChange={(event) => {
                const template = replyTemplates[Number(event.target.value)];
                if (template) setBody(fillTemplate(template.body, inquiry.name));
              }}
            >
              <option value="">{copy.noTemplate}</option>
              {replyTemplates.map((template, index) => (
                <option key={template.label} value={index}>
                  {template.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={bodyId}>
            {copy.body}
            <span className="hint">{copy.hint(inquiry.email)}</span>
          </label>
          <textarea
            id={bodyId}
            name="body"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            required
            maxLength={REPLY_MAX_LENGTH}
            rows={8}
            dir="auto"
          />
          <FormError message={result?.intent === "reply" && !result.ok ? result.error : undefined} />
          <button type="submit" disabled={fetcher.state !== "idle" || body.trim() === ""}>
            {fetcher.state === "idle" ? copy.send : copy.sending}
          </button>
        </fetcher.Form>
      )}
    </section>
  );
}
