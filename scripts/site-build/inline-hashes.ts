import { createHash } from "node:crypto";
import { elements, getAttribute, parseHtml, textOf } from "#common/html-tree.ts";

/**
 * Finds what a Content-Security-Policy must allow in one prerendered HTML page:
 * inline <script> and <style> elements and style="" attributes, each as the
 * `sha256-…` source the browser compares against (the hash of the element's
 * text as parsed; of the decoded value for attributes). The page is read by an
 * HTML parser, so comments, entities and attribute quoting mean what they mean
 * to a browser.
 */

export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  /** Bytes of inline script text the browser runs, for the per-page budget. */
  scriptBytes: number;
}

export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/* Script types a browser does not execute, so CSP does not govern them (JSON-LD, data blocks). */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

export function inlineHashes(html: string): InlineHashes {
  const found: InlineHashes = { scripts: [], styles: [], styleAttributes: [], scriptBytes: 0 };
  for (const element of elements(parseHtml(html))) {
    const style = getAttribute(element, "style");
    if (style !== undefined) found.styleAttributes.push(cspHash(style));
    if (element.tagName === "style") found.styles.push(cspHash(textOf(element)));
    if (element.tagName !== "script") continue;
    // External: allowed by 'self', and its inline text is ignored.
    if (getAttribute(element, "src") !== undefined) continue;
    if (DATA_BLOCK_TYPES.has((getAttribute(element, "type") ?? "").trim().toLowerCase())) continue;
    const text = textOf(element);
    found.scripts.push(cspHash(text));
    found.scriptBytes += Buffer.byteLength(text);
  }
  return found;
}
