// A staff client that reaches the real server in-process with a chosen client address
// (Fastify's inject sets the socket's remote address), so a test can be two people, or an
// attacker and a person, on different networks, IPv4 or IPv6, on one loopback server.
import type { FastifyInstance } from "fastify";
import type { StaffClient } from "./staff.ts";

export function staffClientFrom(
  app: FastifyInstance,
  origin: string,
  remoteAddress: string,
  userAgent = "staff-test",
): StaffClient {
  const cookies = new Map<string, string>();
  const call: StaffClient["call"] = async (path, init = {}) => {
    const headers: Record<string, string> = { origin, "user-agent": userAgent, ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const method = (init.method ?? (init.body === undefined ? "GET" : "POST")) as "GET" | "POST";
    const answer = await app.inject({
      method,
      url: path,
      headers,
      remoteAddress,
      ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
    });
    const setCookie = answer.headers["set-cookie"];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = "", ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
  return {
    cookies,
    call,
    async json(path, init) {
      const response = await call(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as never, response };
    },
  };
}
