import { type RefObject, useId, useState } from "react";
import type { MarkdownPreview as Preview } from "#common/portal-undo-api.ts";
import { portalApi } from "../portal-client.ts";
import { RenderedHtml } from "../rendered-html.tsx";
import { undoCopy } from "../undo-copy.ts";

const copy = undoCopy.preview;

/**
 * "Preview" beside a Markdown field: the server renders the text with the renderer that
 * stores what people get, so the preview is their page, not a guess made here.
 */
export function MarkdownPreview({
  form,
  body = "bodyMd",
  title,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** The Markdown field's name in the form. */
  body?: string;
  /** The title field's name, shown above the text as people see it. */
  title?: string;
}) {
  const [shown, setShown] = useState<{ html: string; title: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const show = async () => {
    const value = (name: string | undefined) => {
      const field = name ? form.current?.elements.namedItem(name) : null;
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
    };
    const bodyMd = value(body);
    if (!bodyMd.trim()) return setShown({ error: copy.empty });
    setBusy(true);
    const answer = await portalApi<Preview>("/markdown/preview", { method: "POST", body: { bodyMd } });
    setBusy(false);
    setShown(
      answer.status === 200 ? { html: answer.body.html, title: value(title).trim() } : { error: copy.failed },
    );
  };
  return (
    <div className="markdown-preview">
      <p>
        <button type="button" className="secondary" onClick={show} disabled={busy} aria-controls={id}>
          {copy.button}
        </button>
      </p>
      <div id={id} role="status">
        {shown && "error" in shown ? <p className="error">{shown.error}</p> : null}
        {shown && "html" in shown ? (
          <div className="panel preview-panel">
            <p className="preview-heading">{copy.heading}</p>
            {shown.title ? (
              <p className="preview-title">
                <bdi>{shown.title}</bdi>
              </p>
            ) : null}
            <RenderedHtml html={shown.html} label={copy.heading} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
