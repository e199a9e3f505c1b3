import { test as base } from "@playwright/test";
import { enrolStaff } from "#tests/support/staff/staff.ts";
import { INBOX_ORIGIN, SERVER_ENV, uniqueEmail } from "./staff-support.ts";

interface WorkerStaff {
  email: string;
  cookies: [string, string][];
}

/**
 * `test` whose every page is already signed in with two factors, as one staff
 * member per worker. The triage tests share that member: each enrolment goes through the
 * invitation routes, which count attempts per address even with AUTH_LIMITS=off, and the
 * whole suite comes from 127.0.0.1.
 */
export const test = base.extend<{ staff: string }, { workerStaff: WorkerStaff }>({
  workerStaff: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter
    async ({}, use, workerInfo) => {
      const email = uniqueEmail(`triage-worker${workerInfo.workerIndex}`, workerInfo.project.name);
      const enrolled = await enrolStaff(INBOX_ORIGIN, INBOX_ORIGIN, SERVER_ENV, email);
      await use({ email, cookies: [...enrolled.client.cookies] });
    },
    { scope: "worker" },
  ],
  staff: [
    async ({ context, workerStaff }, use) => {
      await context.addCookies(
        workerStaff.cookies.map(([name, value]) => ({ name, value, url: `${INBOX_ORIGIN}/inbox/` })),
      );
      await use(workerStaff.email);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
