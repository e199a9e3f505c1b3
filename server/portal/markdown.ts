import MarkdownIt from "markdown-it";

// Links may lead only to web pages and mail addresses: no javascript:, vbscript:, data:
// or file: in any spelling (markdown-it normalises the URL before this test).
const SAFE_LINK = /^(https?:|mailto:)/i;

/** Every screen that shows staff's Markdown has its own level-one heading above it. */
const HEADING_SHIFT = 1;

const renderer = new MarkdownIt("default", {
  // Raw HTML is parsed so that it can be dropped whole (the rules below render it as
  // nothing): escaped, it would show the reader tags they never meant to read.
  html: true,
  linkify: true,
  typographer: false,
});
renderer.validateLink = (url) => SAFE_LINK.test(url.trim());

const nothing = () => "";
renderer.renderer.rules.html_block = nothing;
renderer.renderer.rules.html_inline = nothing;

// No images: the portal's CSP allows no other origin's, and a remote image in an update
// would tell its author who opened it and when. What the image stood for stays, as text.
renderer.renderer.rules.image = (tokens, idx, options, env, self) =>
  renderer.utils.escapeHtml(
    self.renderInlineAsText(
      (tokens[idx]?.children ?? []).filter((child) => child.type !== "html_inline"),
      options,
      env,
    ),
  );

// A "#" in an update is a section of it, under the screen's own heading: levels move down
// one (to h6 at most), so the screen keeps a single h1.
renderer.core.ruler.push("shift_headings", (state) => {
  for (const token of state.tokens)
    if (token.type === "heading_open" || token.type === "heading_close")
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + HEADING_SHIFT)}`;
});

const defaultLinkOpen =
  renderer.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
renderer.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  // A linked page gets neither a handle on the portal's window nor its address.
  tokens[idx]?.attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/**
 * Staff's Markdown (updates, answers, terms) as HTML, rendered once when posted and
 * stored beside the source (0022, 0034): raw HTML dropped, no script or style, an image only
 * as its description, only http(s) and mailto links, headings below the screen's own.
 * The portal's CSP (no inline script) is the second wall.
 */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
