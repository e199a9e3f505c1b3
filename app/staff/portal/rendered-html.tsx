/**
 * Markdown the server rendered and sanitised when it was saved (no script, no style, no raw
 * HTML; the portal's content API does this once), shown as the portal's people read it.
 */
export function RenderedHtml({ html, label }: { html: string; label: string }) {
  return (
    <section className="rendered" aria-label={label}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering, never text typed here */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
