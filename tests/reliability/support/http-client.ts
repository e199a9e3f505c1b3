// A plain node:http client: unlike fetch it sends any method token, repeated headers
// and no header it was not given, which is what hostile input needs.
import { Agent, request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Set when the connection failed or was closed before a whole response arrived. */
  error?: string;
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  /** Pairs, so a name may repeat (sent as repeated header lines). */
  headers?: [string, string][];
  body?: string | Buffer;
  /** Extra headers as one object, e.g. X-Forwarded-For. */
  agent?: Agent;
  timeoutMs?: number;
}

export function keepAliveAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets });
}

export function send(base: string, options: RawRequest): Promise<RawResponse> {
  const url = new URL(base);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of options.headers ?? []) {
    const key = name.toLowerCase();
    const previous = headers[key];
    headers[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (response: Omit<RawResponse, "ms">) =>
      resolve({ ...response, ms: performance.now() - started });
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers,
        agent: options.agent ?? false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", (error) =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: "", error: error.message }),
        );
        res.on("end", () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("timeout", () => req.destroy(new Error("client timeout")));
    req.on("error", (error) => done({ status: 0, headers: {}, body: "", error: error.message }));
    if (options.body !== undefined) req.end(options.body);
    else req.end();
  });
}
