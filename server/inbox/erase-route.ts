import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireStaff } from "#server/auth/staff/require-staff.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import type { InboxAudit } from "./inbox-audit.ts";
import { inboxErrors } from "./inbox-error.ts";

const erasureBody = z.object({
  email: z.string().trim().min(3).max(254).includes("@"),
  confirmation: z.string().trim().max(254),
});

/**
 * `POST /inbox/api/erasures`: every inquiry from one address, with its notes, status
 * history, notifications and search entries. The staff member types the address a
 * second time; the server checks it too, so no click alone erases anyone.
 */
export function registerErase(app: FastifyInstance, store: SubmissionStore, audit: InboxAudit): void {
  app.post("/erasures", { preHandler: requireStaff }, async (request) => {
    const parsed = erasureBody.safeParse(request.body);
    if (!parsed.success) throw inboxErrors.invalid("Give the visitor's e-mail address.");
    const { email, confirmation } = parsed.data;
    if (confirmation.toLowerCase() !== email.toLowerCase())
      throw inboxErrors.invalid("The confirmation does not match the address.");
    const erased = await store.inbox.erase(email);
    // Who erased and when, and how much: never the address or anything of the visitor's.
    await audit.record(request, "visitor_erased", null, erased);
    return erased;
  });
}
