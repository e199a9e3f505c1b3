// Part 4: slow and oversized clients against the real server process: bodies and
// headers trickled byte by byte, header blocks past 16 KB, 100 MB bodies, 1,000 idle
// connections. Timeouts are answered, memory stays bounded, other visitors are served,
// and SIGTERM still ends the process while all that is going on.
import type { PartContext } from "../context.ts";
import { Checks, count, ms, type PartResult } from "../report.ts";
import { headerBlock, hugeBody, idleCrowd, trickledBody, trickledHeaders } from "../slow/scenarios.ts";
import { sigtermWhileBusy } from "../slow/sigterm.ts";
import { keepAliveAgent, send } from "../support/http-client.ts";
import { bodyFor, FORM_HEADERS } from "../support/insert-load.ts";
import { mapLimited } from "../support/random.ts";
import { startServer } from "../support/server-process.ts";
import { sqliteTarget } from "../support/targets.ts";

const IDLE = 1000;
const UPLOADS = 10;
const MB = 1024 * 1024;

export async function slowClients(context: PartContext): Promise<PartResult> {
  const started = performance.now();
  const checks = new Checks();
  const target = sqliteTarget();
  const server = await startServer(target.env);
  const figures: string[] = [];
  try {
    const agent = keepAliveAgent(4);
    const visit = (n: number) =>
      n % 2 === 0
        ? send(server.url, { method: "GET", path: "/", agent })
        : send(server.url, {
            method: "POST",
            path: "/rest/v1/contact_submissions",
            agent,
            headers: Object.entries(FORM_HEADERS),
            body: bodyFor(`slow-${n}`, n),
          });
    await mapLimited(
      Array.from({ length: 40 }, (_, n) => n),
      4,
      visit,
    );
    const baseline = server.memoryMiB("VmRSS");

    const idle = await idleCrowd(server.port, IDLE);
    const slow = [trickledBody(server.port), trickledHeaders(server.port)] as const;
    const headers = [
      headerBlock(server.port, 17 * 1024, "/"),
      headerBlock(server.port, 17 * 1024, "/rest/v1/contact_submissions"),
      headerBlock(server.port, 15 * 1024, "/"),
    ] as const;
    const uploads = Array.from({ length: 2 * UPLOADS }, (_, n) => hugeBody(server.port, n % 2 === 1));
    // Ordinary visitors while all of the above hold the server.
    const served = await mapLimited(
      Array.from({ length: 300 }, (_, n) => 100 + n),
      4,
      visit,
    );
    agent.destroy();
    const latencies = served.map((answer) => answer.ms).sort((a, b) => a - b);
    const ok = served.filter((answer) => answer.status === 200 || answer.status === 201).length;
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    checks.expect(
      `other clients served while ${IDLE} idle connections and ${uploads.length} huge uploads are open`,
      ok === served.length,
      () => `${served.length - ok} of ${served.length} failed`,
    );
    figures.push(
      `${count(ok)}/${count(served.length)} other requests served (p50 ${ms(p(0.5))}, p99 ${ms(p(0.99))}) beside ${count(IDLE)} idle connections`,
    );

    const [big, bigApi, underLimit] = await Promise.all(headers);
    checks.expect(
      "header block over 16 KB: 431 and closed, on a page and on the API",
      big.status === 431 && bigApi.status === 431,
      () => `${big.status}, ${bigApi.status}`,
    );
    checks.expect(
      "header block under 16 KB: served",
      underLimit.status === 200,
      () => `${underLimit.status}`,
    );

    const answered = await Promise.all(uploads);
    const describe = (a: (typeof answered)[number]) =>
      `${a.status} after ${(a.sentBeforeAnswer / MB).toFixed(1)} MB${a.error ? ` (${a.error})` : ""}`;
    for (const [label, list] of [
      ["Content-Length", answered.filter((_, n) => n % 2 === 0)],
      ["chunked", answered.filter((_, n) => n % 2 === 1)],
    ] as const) {
      // The client reads while it sends: the 413 must reach it long before 100 MB are out
      // (what the socket buffers take before the server reads is a few MB; on a starved
      // machine the client may push more before it reads, hence the margin).
      checks.expect(
        `100 MB body (${label}): 413 received before 25 MB were sent`,
        list.every((a) => a.status === 413 && a.sentBeforeAnswer < 25 * MB),
        () => list.map(describe).join(", "),
      );
    }
    const slowest = Math.max(...answered.map((a) => a.answeredMs ?? Number.POSITIVE_INFINITY));
    const most = Math.max(...answered.map((a) => a.sentBeforeAnswer)) / MB;
    figures.push(
      `${2 * UPLOADS} × 100 MB bodies (half chunked) answered 413 within ${ms(slowest)}, after ≤ ${most.toFixed(1)} MB`,
    );
    figures.push(`431 for > 16 KB headers`);

    const [body, head] = await Promise.all(slow);
    checks.expect(
      "trickled body: 408 and closed",
      body.status === 408 && body.closedMs < 30_000,
      () => `${body.status} after ${ms(body.closedMs)}`,
    );
    checks.expect(
      "trickled headers: 408 and closed",
      head.status === 408 && head.closedMs < 30_000,
      () => `${head.status} after ${ms(head.closedMs)}`,
    );
    figures.push(
      `trickled body 408 at ${(body.closedMs / 1000).toFixed(1)} s, headers 408 at ${(head.closedMs / 1000).toFixed(1)} s`,
    );
    const idleGone = await idle.allClosed(30_000);
    checks.expect(
      `${IDLE} idle connections closed by the server`,
      idle.closed() === IDLE,
      () => `${idle.closed()} closed after ${ms(idleGone)}`,
    );
    figures.push(`idle connections closed after ${(idleGone / 1000).toFixed(1)} s`);
    const peak = server.memoryMiB("VmHWM");
    // The refused bodies are read and dropped (lingering close): the ~4 MB each client
    // sends before it reads its 413 passes through as garbage, not kept. Holding the
    // bodies would take 2 GB, and keeping a tenth of each would already exceed this.
    checks.expect(
      "peak RSS bounded (< 128 MiB over the warm baseline with 20 × 100 MB uploads)",
      peak - baseline < 128,
      () => `baseline ${baseline.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
    );
    figures.push(`peak RSS ${peak.toFixed(0)} MiB (warm ${baseline.toFixed(0)} MiB)`);
    context.log(figures.join("; "));

    figures.push(await sigtermWhileBusy(server, IDLE, checks));
  } finally {
    await server.stop(1000);
    target.dispose();
  }
  return {
    part: "slow clients",
    figures: `slow: ${figures.join("; ")}`,
    checks: checks.list,
    seconds: (performance.now() - started) / 1000,
  };
}
