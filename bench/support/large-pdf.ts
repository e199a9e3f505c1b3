import { randomBytes } from "node:crypto";
import { type RawObject, rawPdf } from "#tests/fixtures/pdf/raw-pdf.ts";

/**
 * A PDF of `pages` pages, each one uncompressed 1000 x 700 photo-like image (2 MB of
 * noise): about 2 MB a page, like a scanned statement, and a worst case for memory since
 * nothing in it compresses.
 */
export function imagePagesPdf(pages: number): Uint8Array {
  const width = 1000;
  const height = 700;
  const kids = Array.from({ length: pages }, (_, n) => `${3 + n * 3} 0 R`).join(" ");
  const objects: RawObject[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
  ];
  for (let n = 0; n < pages; n++) {
    const page = 3 + n * 3;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${page + 1} 0 R /Resources << /XObject << /Im ${page + 2} 0 R >> >> >>`,
      { dict: "", data: Buffer.from("q 612 0 0 792 0 0 cm /Im Do Q") },
      {
        dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
        data: randomBytes(width * height * 3),
      },
    );
  }
  return new Uint8Array(rawPdf(objects));
}
