// Stamped downloads under load, for the integration test and the bench alike: the server
// as a child process (its memory is its own, read from /proc), a published PDF that
// people may download, people signed in with both factors, and downloads whose bodies are
// read as they stream (only a digest is kept, so the caller's memory stays small).
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import type { PersonDocumentView, StaffDocumentView } from "#common/portal-documents-api.ts";
import { type ServerProcess, startServer } from "#tests/reliability/support/server-process.ts";
import { putFile, STAFF_API, signedInPerson } from "#tests/support/portal/index.ts";
import { eventually } from "#tests/support/servers/smtp.ts";
import { fixtureSiteDir } from "#tests/support/servers/test-server.ts";
import { enrolStaff } from "#tests/support/staff/staff.ts";

export interface Downloader {
  email: string;
  headers: Record<string, string>;
}

export interface DownloadAnswer {
  status: number;
  code?: string;
  retryAfter: string | null;
  size: number;
  /** SHA-256 of the body's first `prefix` bytes (the stored file's length), and of the whole body; empty without `digest`. */
  prefixSha256: string;
  sha256: string;
  /** The whole body, only when asked for. */
  body?: Buffer;
}

export interface DownloadLoad {
  server: ServerProcess;
  path: string;
  people: Downloader[];
  /** `keep` returns the body; `digest` (on unless turned off) hashes it. */
  download(who: Downloader, options?: { keep?: boolean; digest?: boolean }): Promise<DownloadAnswer>;
  /** Resets the server's peak resident memory to its level now (Linux `clear_refs`), in MiB. */
  resetPeak(): number;
  /** The server's peak resident memory since the last reset, in MiB. */
  peak(): number;
  stop(): Promise<void>;
}

async function made<T>(
  staff: Awaited<ReturnType<typeof enrolStaff>>["client"],
  path: string,
  body?: unknown,
  method = "POST",
) {
  const answer = await staff.json<T>(`${STAFF_API}${path}`, { method, body });
  if (answer.status >= 300)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The server (`env` on top of the portal's settings) with `pdf` published for download to `peopleCount` people. */
export async function downloadLoad(
  env: Record<string, string>,
  pdf: Uint8Array,
  peopleCount: number,
): Promise<DownloadLoad> {
  const server = await startServer(
    {
      PORTAL_ENABLED: "on",
      AUTH_SECRET: "d".repeat(40),
      AUTH_LIMITS: "off",
      SITE_DIR: fixtureSiteDir(),
      ...env,
      // A loaded machine can take a while to start the server and its render workers.
    },
    120_000,
  );
  try {
    const origin = server.url;
    const { client: staff } = await enrolStaff(server.url, origin, env, "downloads@ucp.example");
    const deal = (
      await made<{ id: string }>(staff, "/deals", {
        name: "Load Fund",
        kind: "fund_raise",
        status: "marketing",
      })
    ).id;
    const organisation = (
      await made<{ id: string }>(staff, "/organisations", { name: "LP Load", kind: "pension_fund" })
    ).id;
    await made(staff, `/deals/${deal}/grants`, { organisationId: organisation });
    const uploaded = await putFile(
      server.url,
      origin,
      staff,
      `${STAFF_API}/deals/${deal}/documents?name=Scans.pdf&type=data_room`,
      pdf,
    );
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
    const id = uploaded.body.id;
    await made<StaffDocumentView>(staff, `/documents/${id}`, { downloadAllowed: true }, "PATCH");
    await made<StaffDocumentView>(staff, `/documents/${id}/publication`);
    const people: Downloader[] = [];
    for (let n = 0; n < peopleCount; n++) {
      const email = `downloader-${n}@lp.example`;
      const { client } = await signedInPerson(
        { base: server.url, origin, staff },
        { email, memberships: [{ organisationId: organisation, role: "principal" }] },
      );
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      people.push({ email, headers: { cookie, origin } });
    }
    const document = `${server.url}/portal/api/deals/${deal}/documents/${id}`;
    // Every page drawn first, so the figures are the downloads' alone, not the drawing's.
    await eventually(
      async () => {
        const view = (await (
          await fetch(document, { headers: people[0]?.headers })
        ).json()) as PersonDocumentView;
        const last = await fetch(`${server.url}${view.pages.at(-1)?.image ?? ""}`, {
          headers: people[0]?.headers,
        });
        await last.arrayBuffer();
        return last.status === 200;
      },
      "every page drawn",
      15 * 60_000,
    );
    const prefix = pdf.length;
    return {
      server,
      path: `${document}/download`,
      people,
      async download(who, { keep = false, digest = true } = {}) {
        // node:http, not fetch: a download queued behind many others may wait minutes for its headers.
        const response = await new Promise<IncomingMessage>((resolve, reject) =>
          get(`${document}/download`, { headers: who.headers }, resolve).once("error", reject),
        );
        const status = response.statusCode ?? 0;
        const whole = createHash("sha256");
        const head = createHash("sha256");
        const kept: Buffer[] = [];
        let size = 0;
        for await (const chunk of response) {
          const bytes = chunk as Buffer;
          if (digest) {
            whole.update(bytes);
            if (size < prefix) head.update(bytes.subarray(0, prefix - size));
          }
          size += bytes.length;
          if (keep || status !== 200) kept.push(bytes);
        }
        const body = Buffer.concat(kept);
        const code =
          status === 200 ? undefined : (JSON.parse(body.toString("utf8")) as { code: string }).code;
        return {
          status,
          code,
          retryAfter: [response.headers["retry-after"]].flat()[0] ?? null,
          size,
          prefixSha256: digest ? head.digest("hex") : "",
          sha256: digest ? whole.digest("hex") : "",
          ...(keep ? { body } : {}),
        };
      },
      resetPeak() {
        writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
        return server.memoryMiB("VmRSS");
      },
      peak: () => server.memoryMiB("VmHWM"),
      stop: () => server.stop(5_000),
    };
  } catch (error) {
    await server.stop(5_000);
    throw error;
  }
}
