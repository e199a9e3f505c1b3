import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from "pdf-lib";

/** Actions that run something, send something or reach outside the file, wherever they sit. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch", "SubmitForm", "GoToR", "GoToE", "ImportData"]);
/**
 * Keys whose mere presence makes a reader act: triggers, document scripts, embedded files.
 * (A script's /JS is judged by its action's /S, so a font resource named /JS is no alarm.)
 */
const ACTIVE_KEYS: Record<string, string> = {
  AA: "an additional action (/AA)",
  JavaScript: "document scripts (/Names /JavaScript)",
  EmbeddedFiles: "embedded files",
  EF: "an embedded file",
};
/** An XFA packet's script element, whatever its namespace prefix. */
export const XFA_SCRIPT = /<([\w.-]+:)?script[\s>/]/i;
/** However a hostile file nests, no more than this is followed. */
const MAX_DEPTH = 64;
const MAX_CHAIN = 64;

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

/**
 * What of `object` (a dictionary, array or stream with all it holds directly) would
 * make a reader run, send or open something, as a short phrase for the log; undefined
 * when nothing. References are not followed: every indirect object is judged on its own,
 * except an /OpenAction, whose URI action (a beacon on opening) is judged through them.
 */
export function activeIn(object: PDFObject, context: PDFContext, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return "nesting too deep to judge";
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = activeIn(item, context, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (!dict) return undefined;
  for (const [key, value] of dict.entries()) {
    const keyName = key.decodeText();
    const phrase = ACTIVE_KEYS[keyName];
    if (phrase) return phrase;
    const action = keyName === "S" ? name(value) : undefined;
    if (action && ACTIVE_ACTIONS.has(action))
      return `${/^[AEIOU]/.test(action) ? "an" : "a"} ${action} action`;
    if (keyName === "Subtype" && name(value) === "FileAttachment") return "a file attachment annotation";
    if (keyName === "Type" && name(value) === "EmbeddedFile") return "an embedded file";
    if (keyName === "OpenAction" && opensUri(value, context)) return "a web address opened on opening";
    if (keyName === "XFA" && xfaScripted(value, context)) return "an XFA form with a script";
    const found = activeIn(value, context, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Whether the action run on opening, or one chained after it (/Next), opens a web address. */
function opensUri(value: PDFObject, context: PDFContext): boolean {
  const queue: PDFObject[] = [value];
  for (let seen = 0; queue.length > 0 && seen < MAX_CHAIN; seen++) {
    const item = resolve(queue.shift(), context);
    if (item instanceof PDFArray) queue.push(...item.asArray());
    if (!(item instanceof PDFDict)) continue;
    if (name(item.get(PDFName.of("S"))) === "URI") return true;
    const next = item.get(PDFName.of("Next"));
    if (next) queue.push(next);
  }
  return queue.length > 0;
}

/** Whether an XFA form (one stream, or an array of names and streams) holds a script. */
function xfaScripted(value: PDFObject, context: PDFContext): boolean {
  const item = resolve(value, context);
  if (item instanceof PDFArray) return item.asArray().some((part) => xfaScripted(part, context));
  if (!(item instanceof PDFRawStream)) return false;
  try {
    return XFA_SCRIPT.test(Buffer.from(decodePDFRawStream(item).decode()).toString("latin1"));
  } catch {
    // A packet that cannot be read cannot be cleared.
    return true;
  }
}

function resolve(value: PDFObject | undefined, context: PDFContext): PDFObject | undefined {
  return value instanceof PDFRef ? context.lookup(value) : value;
}
