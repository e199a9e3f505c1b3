import { deflateRawSync } from "node:zlib";

// Small Office files built here, so the upload tests need no binary fixtures: an OOXML
// package (a zip whose first part names the document's type) or a legacy OLE compound
// file (whose directory names its main stream in UTF-16).

const OOXML_PARTS = {
  xlsx: ["/xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"],
  docx: [
    "/word/document.xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  ],
} as const;

/** A zip with the given entries (deflated), enough for a reader to list and open them. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = deflateRawSync(Buffer.from(text));
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(Buffer.byteLength(text), 22);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    const local = Buffer.concat([header, Buffer.from(name), data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(Buffer.byteLength(text), 24);
    central.writeUInt16LE(Buffer.byteLength(name), 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, Buffer.from(name)]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(4096);
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(file, 0);
  Buffer.from("Root Entry", "utf16le").copy(file, 1024);
  Buffer.from(stream, "utf16le").copy(file, 1024 + 128);
  return file;
}

export function officeFile(type: "xlsx" | "docx" | "xls" | "doc" | "zip"): Buffer {
  if (type === "xls") return compoundFile("Workbook");
  if (type === "doc") return compoundFile("WordDocument");
  if (type === "zip") return zip([["notes.txt", "hello"]]);
  const [part, contentType] = OOXML_PARTS[type];
  const types = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="${part}" ContentType="${contentType}"/></Types>`;
  return zip([
    ["[Content_Types].xml", types],
    [part.slice(1), "<root/>"],
  ]);
}
