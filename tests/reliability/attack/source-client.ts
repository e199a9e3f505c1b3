// HTTP from a chosen loopback source address (127.0.0.x): without a proxy in front, the
// server sees each as its own client, so one runner can be many attackers and a person
// on other networks. Only ever towards the server's loopback port.
import { Agent, request } from "node:http";

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
  /** Set when no whole answer arrived (refused, reset, timed out). */
  error?: string;
}

export interface SourceClient {
  readonly address: string;
  /** Cookies kept like a browser's, across calls. */
  readonly cookies: Map<string, string>;
  send(method: string, path: string, body?: string, headers?: Record<string, string>): Promise<Answer>;
  /** POST a JSON value (or GET without one), with the site's Origin. */
  json(path: string, value?: unknown): Promise<Answer>;
  close(): void;
}

export function sourceClient(
  base: string,
  origin: string,
  address: string,
  timeoutMs = 30_000,
): SourceClient {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
  const cookies = new Map<string, string>();
  const send: SourceClient["send"] = (method, path, body, extra = {}) => {
    const headers: Record<string, string> = { origin, "user-agent": "reliability-attack", ...extra };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const started = performance.now();
    return new Promise<Answer>((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", (error) => resolve(failed(error.message)));
          res.on("end", () => {
            keepCookies(cookies, res.headers["set-cookie"] ?? []);
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              headers: res.headers,
              ms: performance.now() - started,
            });
          });
        },
      );
      const failed = (error: string): Answer => ({
        status: 0,
        body: "",
        headers: {},
        ms: performance.now() - started,
        error,
      });
      req.on("timeout", () => req.destroy(new Error("client timeout")));
      req.on("error", (error) => resolve(failed(error.message)));
      req.end(body);
    });
  };
  return {
    address,
    cookies,
    send,
    json: (path, value) =>
      value === undefined
        ? send("GET", path)
        : send("POST", path, JSON.stringify(value), { "content-type": "application/json" }),
    close: () => agent.destroy(),
  };
}

function keepCookies(cookies: Map<string, string>, lines: string[]): void {
  for (const line of lines) {
    const [pair = "", ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "") cookies.delete(name);
    else cookies.set(name, value);
  }
}

/** The loopback address `127.0.<block>.<host>`: one block per kind of client. */
export function loopback(block: number, host: number): string {
  return `127.0.${block}.${host}`;
}
