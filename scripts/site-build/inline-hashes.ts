import { createHash } from "node:crypto";

/**
 * Finds what a Content-Security-Policy must allow in one prerendered HTML page:
 * inline <script> and <style> elements and style="" attributes, each as the
 * `sha256-…` source the browser compares against (hash of the exact UTF-8 text
 * between the tags; of the entity-decoded value for attributes).
 *
 * A regular expression is enough here because the input is React's own output,
 * not arbitrary HTML: it escapes `<`, `>` and quotes inside attribute values,
 * and the text of a script element cannot contain `</script`.
 * tests/integration/site-security.test.ts checks the result against a real HTML parser.
 */

export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

const ATTRIBUTES = String.raw`((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?)*)\s*/?`;
const SCRIPT = new RegExp(String.raw`<script\b${ATTRIBUTES}>([\s\S]*?)</script\s*>`, "gi");
const STYLE = new RegExp(String.raw`<style\b${ATTRIBUTES}>([\s\S]*?)</style\s*>`, "gi");
const TAG = new RegExp(String.raw`<[a-zA-Z][^\s/>]*${ATTRIBUTES}>`, "g");
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT = /<!--[\s\S]*?-->/g;

/* Script types a browser does not execute, so CSP does not govern them (JSON-LD, data blocks). */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

export function inlineHashes(html: string): InlineHashes {
  const withoutComments = html.replace(COMMENT, "");
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of withoutComments.matchAll(SCRIPT)) {
    const attrs = parseAttributes(attributes);
    if (attrs.has("src")) continue; // External: allowed by 'self', and its inline text is ignored.
    if (DATA_BLOCK_TYPES.has((attrs.get("type") ?? "").trim().toLowerCase())) continue;
    scripts.push(cspHash(text));
  }
  const styles = [...withoutComments.matchAll(STYLE)].map(([, , text = ""]) => cspHash(text));

  // Attributes are only looked for in markup, not inside script or style text.
  const markup = withoutComments.replace(SCRIPT, "").replace(STYLE, "");
  const styleAttributes: string[] = [];
  for (const [, attributes = ""] of markup.matchAll(TAG)) {
    const style = parseAttributes(attributes).get("style");
    if (style !== undefined) styleAttributes.push(cspHash(style));
  }
  return { scripts, styles, styleAttributes };
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The character references React and hand-written markup use in attribute values. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
