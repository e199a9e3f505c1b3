import { describe, expect, it } from "vitest";
import { documentTitle, downloadName, visibleText } from "#server/documents/pdf/file-names.ts";

// What staff's file names become: the title readers see and the name a download is saved
// under. Nothing hidden survives (direction overrides, zero-width characters), both fit
// their storage, and the download's extension is the content's.

describe("document names", () => {
  it("shows and saves a right-to-left override name as what it is, ending in the content's extension", () => {
    // Displayed as "invoice‮fdp.exe" → "invoiceexe.pdf" by a browser; really ends in ".exe".
    const name = "invoice\u202Efdp.exe";
    expect(downloadName(name, "pdf")).toBe("invoicefdp.exe.pdf");
    expect(documentTitle(name, true)).toBe("invoicefdp");
    expect(downloadName("report\u200B\u2066.pdf\u2069\uFEFF", "pdf")).toBe("report.pdf");
    expect(visibleText("Q3\u00A0\u2028report\u00AD")).toBe("Q3 report");
    expect(visibleText("Q3\u034F\uFE0F\u3164 report")).toBe("Q3 report");
  });

  it("keeps a matching extension once, and puts the content's in place of none", () => {
    expect(downloadName("Budget.XLSX", "xlsx")).toBe("Budget.xlsx");
    expect(downloadName("Budget", "xlsx")).toBe("Budget.xlsx");
    expect(downloadName("C:\\scans\\..\\ ..", "pdf")).toBe("document.pdf");
  });

  it("cuts a 255-character name to 255 bytes and its title to 200 characters, between code points", () => {
    const long = `${"é".repeat(251)}.pdf`;
    const saved = downloadName(long, "pdf");
    expect(Buffer.byteLength(saved)).toBeLessThanOrEqual(255);
    expect(saved.endsWith("é.pdf")).toBe(true);
    expect(Array.from(documentTitle(long, true))).toHaveLength(200);
    expect(documentTitle("😀".repeat(300))).toBe("😀".repeat(200));
  });
});
