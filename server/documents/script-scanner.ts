import { objectStreamBytes, type StreamDict } from "./object-stream.ts";
import { BYTE_CLASS, DELIMITER, decodeName, REGULAR, WHITE } from "./pdf-tokens.ts";
import { StreamData } from "./stream-data.ts";

/** The names of a JavaScript action's script (/JS) and of the document's scripts (/JavaScript). */
const SCRIPT_NAMES = new Set(["JS", "JavaScript"]);
const FILTERS = new Set(
  "ASCIIHexDecode AHx ASCII85Decode A85 LZWDecode LZW FlateDecode Fl RunLengthDecode RL CCITTFaxDecode CCF JBIG2Decode DCTDecode DCT JPXDecode Crypt".split(
    " ",
  ),
);
/** Names and keywords longer than this cannot be any this scan looks for. */
const MAX_TOKEN = 256;

type Mode = "syntax" | "comment" | "string" | "hex" | "angle" | "name" | "word";

/**
 * Reads a PDF's bytes in order, as many at a time as given, and notes whether any name
 * of its object syntax is /JS or /JavaScript (written plainly or with # escapes): every
 * JavaScript action and the document's named scripts carry one. Strings and comments are
 * read as such, stream data is skipped to its `endstream` (content and images hold no
 * actions, and random pixels would look like names), except an object stream's, which is
 * unpacked (object-stream.ts) and scanned whole, so objects packed there are seen too.
 * A /JS name anywhere else (a font resource so named) is refused as well: a rare false
 * alarm, never a missed script.
 */
export class ScriptScanner {
  scripted = false;
  private mode: Mode = "syntax";
  private depth = 0;
  private escaped = false;
  private token: number[] = [];
  /** The names of the object being read, and whether its /Type was not a plain name. */
  private names = new Set<string>();
  private typeOdd = false;
  private afterType = false;
  /** The stream whose data is being passed over, if any. */
  private data: StreamData | undefined;
  private dict: StreamDict | undefined;

  /** `nested` reads an object stream's contents, which hold objects but never stream data. */
  private readonly nested: boolean;
  constructor(nested = false) {
    this.nested = nested;
  }

  feed(chunk: Buffer): void {
    const bytes = chunk;
    let at = 0;
    while (at < bytes.length && !this.scripted) {
      if (this.data) {
        at = this.data.skip(bytes, at);
        if (at < 0) return;
        this.endStream();
        continue;
      }
      if (this.step(bytes[at] ?? 0)) at++;
    }
  }

  /** The end of the file: an object stream cut short is scanned as far as it goes. */
  end(): boolean {
    if (this.data) this.endStream();
    else this.step(32);
    return this.scripted;
  }

  /** Reads one byte of object syntax; false when the byte must be read again in another mode. */
  private step(byte: number): boolean {
    const kind = BYTE_CLASS[byte];
    switch (this.mode) {
      case "comment":
        if (byte === 10 || byte === 13) this.mode = "syntax";
        return true;
      case "string":
        if (this.escaped) this.escaped = false;
        else if (byte === 92) this.escaped = true;
        else if (byte === 40) this.depth++;
        else if (byte === 41 && --this.depth === 0) this.mode = "syntax";
        return true;
      case "hex":
        if (byte === 62) this.mode = "syntax";
        return true;
      case "angle":
        // `<<` opens a dictionary; a single `<` a hex string.
        this.mode = byte === 60 ? "syntax" : "hex";
        return byte === 60;
      case "name":
      case "word":
        if (kind === REGULAR) {
          if (this.token.length < MAX_TOKEN) this.token.push(byte);
          return true;
        }
        this.endToken();
        return false;
      default:
        if (kind === WHITE) return true;
        if (kind === REGULAR) {
          this.mode = "word";
          this.token = [byte];
        } else if (byte === 47) {
          this.mode = "name";
          this.token = [];
        } else if (byte === 37) this.mode = "comment";
        else if (byte === 40) {
          this.mode = "string";
          this.depth = 1;
          this.valueSeen(false);
        } else if (byte === 60) {
          this.mode = "angle";
          this.valueSeen(false);
        } else if (kind === DELIMITER && byte !== 62 && byte !== 93) this.valueSeen(false);
        return true;
    }
  }

  private endToken(): void {
    const wasName = this.mode === "name";
    this.mode = "syntax";
    if (wasName) {
      const name = decodeName(this.token);
      if (SCRIPT_NAMES.has(name)) this.scripted = true;
      this.valueSeen(true);
      this.names.add(name);
      this.afterType = name === "Type";
      return;
    }
    const word = String.fromCharCode(...this.token);
    this.valueSeen(false);
    if (word === "obj" || word === "endobj") {
      this.names = new Set();
      this.typeOdd = false;
    } else if (word === "stream" && !this.nested) this.startStream();
  }

  /** After /Type, a value that is not a name (a reference, say) is treated as ObjStm, to be safe. */
  private valueSeen(isName: boolean): void {
    if (this.afterType && !isName) this.typeOdd = true;
    this.afterType = false;
  }

  private startStream(): void {
    const names = this.names;
    const objectStream = names.has("ObjStm") || this.typeOdd;
    this.dict = {
      objectStream,
      filters: [...names].filter((name) => FILTERS.has(name)),
      filterKey: names.has("Filter"),
      decodeParms: names.has("DecodeParms"),
    };
    this.data = new StreamData(objectStream);
  }

  private endStream(): void {
    const packed = this.data?.finish();
    this.data = undefined;
    if (!packed || !this.dict) return;
    const inner = new ScriptScanner(true);
    inner.feed(objectStreamBytes(packed, this.dict));
    if (inner.end()) this.scripted = true;
  }
}
