/**
 * Every answer the data room gives a file it will not take or cannot show: a code for
 * the API, the HTTP status it maps to, and the sentence staff read at upload.
 */
export const REFUSALS = {
  file_too_large: {
    status: 413,
    message: "This file is larger than the largest file the data room accepts.",
  },
  empty_file: { status: 400, message: "This file is empty." },
  unsupported_type: {
    status: 415,
    message:
      "Only PDF, Excel and Word files are accepted. The type is read from the file's content, not its name.",
  },
  pdf_damaged: { status: 422, message: "This file is damaged or not a PDF." },
  pdf_encrypted: {
    status: 422,
    message: "Encrypted PDFs are not accepted. Remove the password and upload it again.",
  },
  pdf_active_content: {
    status: 422,
    message:
      "PDFs with active content are not accepted: scripts, actions that run on their own, open a program or another file, or visit a web address when the file opens, form submissions, and embedded files. Nothing of this file was kept. Save a copy without them (printing to PDF removes them) and upload that.",
  },

  pdf_too_many_pages: { status: 422, message: "This PDF has more pages than the data room accepts." },
  render_failed: {
    status: 422,
    message: "This PDF could not be shown within the server's time and memory limits.",
  },
  document_corrupt: { status: 500, message: "The stored copy of this file is damaged and cannot be served." },
} as const;

export type RefusalCode = keyof typeof REFUSALS;

/**
 * A refusal with its code, status and message, thrown where the file is judged. The
 * message is the sentence staff read; `detail` (which limit, which page) is for the log.
 */
export class DocumentRefusal extends Error {
  readonly code: RefusalCode;
  readonly status: number;
  readonly detail: string | undefined;
  constructor(code: RefusalCode, detail?: string) {
    super(REFUSALS[code].message);
    this.code = code;
    this.status = REFUSALS[code].status;
    this.detail = detail;
  }
}
