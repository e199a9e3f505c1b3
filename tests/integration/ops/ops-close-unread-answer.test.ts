import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, it } from "vitest";
import { STUCK_CLOSE_MS } from "#tests/support/servers/stuck-close.ts";
import { fixtureSiteDir, startServer } from "#tests/support/servers/test-server.ts";

// Every test server closes in the hooks of the tests that use it. A test that checks only an
// answer's status leaves the body unread; a client that never reads must not hold the close
// until the hook times out (tests/support/servers/open-requests.ts).

it("a test server closes though a client never reads a large answer", async () => {
  const root = mkdtempSync(join(tmpdir(), "ucp-unread-"));
  try {
    cpSync(dirname(fixtureSiteDir()), root, { recursive: true });
    // Far more than the kernel's socket buffers take, so the server cannot finish writing it.
    writeFileSync(join(root, "client", "large.html"), "x".repeat(30_000_000));
    const server = await startServer({ SITE_DIR: join(root, "client") });
    const socket = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.pause();
    socket.write("GET /large.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((resolve) => socket.once("readable", resolve));

    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(STUCK_CLOSE_MS / 2);
    socket.destroy();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
