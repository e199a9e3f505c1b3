import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  readError,
  startServer,
  type TestServer,
  uniqueSubmission,
} from "#tests/support/servers/test-server.ts";

// A browser on another origin may call the API only when that origin is configured
// (a copy of the site hosted elsewhere); the site's own origin needs no CORS at all.

const ALLOWED = "https://ucp.example";
const FOREIGN = "https://attacker.example";
const preflight = (api: TestServer, origin: string) =>
  fetch(api.url(), {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "apikey, authorization, content-type, prefer, x-client-info",
    },
  });

describe("CORS on the data API", () => {
  let api: TestServer;
  let closed: TestServer;

  beforeAll(async () => {
    // The trailing slash in the setting is normalised away.
    api = await startServer({ ALLOWED_ORIGINS: `${ALLOWED}/, https://www.ucp.example` });
    closed = await startServer();
  });
  afterAll(async () => {
    await api?.close();
    await closed?.close();
  });

  it("answers a preflight from a configured origin with everything supabase-js sends", async () => {
    const response = await preflight(api, ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("access-control-allow-methods")).toBe("POST");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").split(/,\s*/);
    for (const header of ["apikey", "authorization", "content-type", "prefer", "x-client-info"]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get("vary")).toMatch(/Origin/);
  });

  it("refuses a preflight from any other origin, without CORS headers", async () => {
    for (const [server, origin] of [
      [api, FOREIGN],
      [api, "http://ucp.example"],
      [closed, ALLOWED],
    ] as const) {
      const response = await preflight(server, origin);
      expect(response.status, origin).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-headers")).toBeNull();
      expect((await readError(response)).code).toBe("403");
    }
  });

  it("lets a configured origin read both the 201 and an error", async () => {
    const created = await api.post(uniqueSubmission(), { origin: ALLOWED });
    expect(created.status).toBe(201);
    expect(created.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const refused = await api.post(
      { ...uniqueSubmission(), email: "nope" },
      { origin: "https://www.ucp.example" },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get("access-control-allow-origin")).toBe("https://www.ucp.example");
  });

  it("gives another origin nothing to read", async () => {
    const response = await api.post(uniqueSubmission(), { origin: FOREIGN });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("needs no configuration for the site's own origin", async () => {
    const response = await closed.post(uniqueSubmission(), { origin: closed.base });
    expect(response.status).toBe(201);
  });

  it("answers a plain OPTIONS with the methods the table allows", async () => {
    const response = await fetch(api.url(), { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
  });
});
