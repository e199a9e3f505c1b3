// The load generator of `npm run bench:api`: autocannon driving the insert route with a
// unique body per request (so duplicate suppression hides no write), or /livez.
import { createRequire } from "node:module";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";

/** The part of autocannon's API used here: it ships no types and @types/autocannon is not installed. */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  setupRequest(request: Record<string, unknown>, context: Record<string, unknown>): Record<string, unknown>;
  onResponse(status: number, body: string, context: Record<string, unknown>): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export const CONNECTIONS = 50;
const HEADERS = {
  apikey: DEFAULT_ANON_KEY,
  authorization: `Bearer ${DEFAULT_ANON_KEY}`,
  "content-type": "application/json",
  prefer: "return=minimal",
};

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives the insert route for a duration, or for an exact number of requests (then
 * autocannon waits for every answer, so the rows can be matched to the 201s exactly).
 * Returns the figures and the ids whose request got a 201.
 */
export async function driveInserts(
  url: string,
  label: string,
  length: { duration: number } | { amount: number },
  /** Extra headers per request (a distinct X-Forwarded-For client behind the balancer). */
  headersFor?: (id: number) => Record<string, string>,
) {
  let sequence = 0;
  const acknowledged = new Set<number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...length,
    requests: [
      {
        method: "POST",
        path: "/rest/v1/contact_submissions",
        headers: HEADERS,
        setupRequest: (request, context) => {
          const id = ++sequence;
          context.id = id;
          const body = JSON.stringify({
            name: `${label} ${id}`,
            email: `bench${id}@example.com`,
            message: `Benchmark inquiry number ${id}.\nWe are raising a fund and would like to talk.`,
            fund_type: "Private Equity",
            aum: "$100M - $500M",
          });
          return headersFor
            ? { ...request, body, headers: { ...HEADERS, ...headersFor(id) } }
            : { ...request, body };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) acknowledged.add(context.id as number);
        },
      },
    ],
  });
  return { figures: figuresOf(result), acknowledged };
}

export async function driveCeiling(url: string, seconds: number): Promise<Figures> {
  return figuresOf(await autocannon({ url: `${url}/livez`, connections: CONNECTIONS, duration: seconds }));
}

function figuresOf(result: AutocannonResult): Figures {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function tableHeader(): string {
  return [
    "database".padEnd(10),
    "route".padEnd(52),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "errors".padStart(7),
    "non-2xx".padStart(8),
  ].join("  ");
}

export function row(database: string, route: string, figures: Figures): string {
  const cells = [
    database.padEnd(10),
    route.padEnd(52),
    Math.round(figures.rps).toString().padStart(8),
    figures.p50.toFixed(1).padStart(8),
    figures.p99.toFixed(1).padStart(8),
    String(figures.errors).padStart(7),
    String(figures.non2xx).padStart(8),
  ];
  return cells.join("  ");
}
