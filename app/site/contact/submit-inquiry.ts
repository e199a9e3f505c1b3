import type { ContactSubmission } from "#common/contact-schema.ts";
import { submissionBody } from "#common/submission-size.ts";
import { settings } from "../content/settings.ts";

/** A visitor should not wait longer than this for an answer; then the form reports a failure. */
const TIMEOUT_MS = 15_000;

export interface DataApi {
  /** Base URL of the data API; empty means the site's own origin (the bundled server). */
  url: string;
  anonKey: string;
}

/**
 * Inserts one inquiry with PostgREST's contract, so the same call works against the
 * bundled server and a hosted Supabase project. Only the error result is read:
 * the body of a success is never used (a hosted project returns none).
 */
export async function submitInquiry(
  submission: ContactSubmission,
  api: DataApi = settings.dataApi,
): Promise<{ error: Error | null }> {
  try {
    const response = await fetch(`${api.url.replace(/\/$/, "")}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: {
        apikey: api.anonKey,
        Authorization: `Bearer ${api.anonKey}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: submissionBody(submission),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return { error: null };
    const detail = await response.text().catch(() => "");
    return { error: new Error(`Inquiry not stored: HTTP ${response.status} ${detail}`.trim()) };
  } catch (cause) {
    return { error: cause instanceof Error ? cause : new Error(String(cause)) };
  }
}
