import { apiRefusal, done, type FormResult } from "#app/staff/portal/form-result.ts";
import { portalApi, read, segment } from "#app/staff/portal/portal-client.ts";

/** The path of a deal's reporting in the portal's staff API. */
export const reportingPath = (dealId: string | undefined, rest = "") =>
  `/deals/${segment(dealId)}/reporting${rest}`;

/** The screen's address of a deal's reporting. */
export const reportingHref = (dealId: string, rest = "") =>
  `/inbox/portal/deals/${encodeURIComponent(dealId)}/reporting${rest}`;

export const readReporting = <T>(dealId: string | undefined, rest = "") =>
  read<T>(reportingPath(dealId, rest));

/** One change sent to the API: the sentence to announce when it worked, or the refusal in words. */
export async function send(
  intent: string,
  path: string,
  body: unknown,
  message: string,
  method = "POST",
): Promise<FormResult & { body?: unknown }> {
  const answer = await portalApi<Record<string, unknown>>(path, { method, body });
  if (answer.status >= 200 && answer.status < 300) return { ...done(intent, message), body: answer.body };
  return apiRefusal(intent, answer);
}

/** A file sent as multipart (the one call the JSON client cannot make). */
export async function upload(
  path: string,
  file: File,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.set("file", file);
  try {
    const response = await fetch(`/inbox/api/portal${path}`, {
      method: "POST",
      credentials: "same-origin",
      body: form,
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: {} };
  }
}
