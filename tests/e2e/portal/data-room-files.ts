import { expect, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { textDocument } from "#tests/fixtures/pdf/text-document.ts";

// The files the data room's e2e tests upload: the corpus's report (headings, outline, a
// link) and one-page statements that name their organisation, so a reader's screen shows
// whose statement it is.

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function reportFile(name: string, pages = 3): Promise<TestFile> {
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await textDocument(pages)) };
}

export async function statementFile(name: string, organisation: string): Promise<TestFile> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText("Capital account statement", { x: 56, y: 770, size: 22, font });
  page.drawText(`Investor: ${organisation}`, { x: 56, y: 730, size: 12, font });
  return { name, mimeType: "application/pdf", buffer: Buffer.from(await doc.save()) };
}

/** Drops files on the drop zone as a browser does when they are dragged from the desktop. */
export async function dropFiles(page: Page, files: TestFile[]) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], file.name, { type: file.mimeType }));
      }
      return data;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString("base64"),
    })),
  );
  await page.locator(".drop-zone").first().dispatchEvent("dragenter", { dataTransfer: transfer });
  await page.locator(".drop-zone").first().dispatchEvent("drop", { dataTransfer: transfer });
}

/** Waits until every upload in the list says it is uploaded, its bar full. */
export async function expectUploaded(page: Page, names: string[]) {
  const list = page.getByRole("list", { name: "Uploads" });
  for (const name of names) {
    const row = list.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Uploaded", { timeout: 30_000 });
    await expect(row.getByRole("progressbar")).toHaveAttribute("value", "100");
  }
}
