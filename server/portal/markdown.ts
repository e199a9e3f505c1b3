import MarkdownIt from "markdown-it";

// Links may lead only to web pages and mail addresses: no javascript:, vbscript:, data:
// or file: in any spelling (markdown-it normalises the URL before this test).
const SAFE_LINK = /^(https?:|mailto:)/i;

const renderer = new MarkdownIt("default", {
  // Raw HTML in the source is shown as text, never passed through.
  html: false,
  linkify: true,
  typographer: false,
});
// No images: the portal's CSP allows no other origin's, and a remote image in an update
// would tell its author who opened it and when.
renderer.disable("image");
renderer.validateLink = (url) => SAFE_LINK.test(url.trim());

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
 * stored beside the source (0022): no raw HTML, no script or style, no image, only
 * http(s) and mailto links. The portal's CSP (no inline script) is the second wall.
 */
export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
