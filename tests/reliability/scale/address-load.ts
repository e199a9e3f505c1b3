// Load through the balancer from many client addresses: each request's socket is bound
// to its own 127.x.y.z source address (all of 127.0.0.0/8 is loopback), so HAProxy
// sees distinct clients and forwards each as X-Forwarded-For. Inserts come in groups of
// `perAddress` per address; page views come from the same addresses.
import { Agent } from "node:http";
import { send } from "../support/http-client.ts";
import { bodyFor, FORM_HEADERS } from "../support/insert-load.ts";

export interface AddressOutcome {
  kind: "insert" | "page";
  /** Unique per insert (its message); the path for a page view. */
  id: string;
  address: string;
  /** 0 when the connection failed or was cut before an answer. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  sent: number;
  answered: number;
}

export interface AddressLoadOptions {
  label: string;
  insertWorkers: number;
  pageWorkers: number;
  /** Inserts per client address: one more than the per-minute limit tests its edge. */
  perAddress: number;
  pages: string[];
  /** Pause between one insert worker's requests, to hold a rate the mail can follow. */
  insertPauseMs: number;
}

/** 127.1.0.1, 127.1.0.2, …: never 127.0.0.1, the balancer's own (trusted) address. */
export function addressOfGroup(group: number): string {
  return `127.${1 + ((group >> 16) & 127)}.${(group >> 8) & 255}.${group & 255 || 0}`;
}

export function startAddressLoad(base: string, options: AddressLoadOptions) {
  const outcomes: AddressOutcome[] = [];
  const agents = new Map<string, Agent>();
  const agentFor = (address: string) => {
    let agent = agents.get(address);
    if (!agent) {
      // Every socket of this agent leaves from the client's own address.
      agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address });
      agents.set(address, agent);
    }
    return agent;
  };
  let stopped = false;
  let sequence = 0;
  const record = async (
    kind: AddressOutcome["kind"],
    id: string,
    address: string,
    request: Parameters<typeof send>[1],
  ) => {
    const sent = performance.now();
    const response = await send(base, { ...request, agent: agentFor(address), timeoutMs: 30_000 });
    const outcome: AddressOutcome = {
      kind,
      id,
      address,
      status: response.error ? 0 : response.status,
      headers: response.headers,
      body: response.error ?? response.body,
      sent,
      answered: performance.now(),
    };
    outcomes.push(outcome);
    // Nobody to serve it (an instance or the database down): do not spin.
    if (outcome.status === 0 || outcome.status >= 500)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const inserter = async () => {
    while (!stopped) {
      const n = ++sequence;
      const id = `${options.label}-${n}`;
      const address = addressOfGroup(Math.floor((n - 1) / options.perAddress));
      await record("insert", id, address, {
        method: "POST",
        path: "/rest/v1/contact_submissions",
        headers: Object.entries(FORM_HEADERS),
        body: bodyFor(id, n),
      });
      await new Promise((resolve) => setTimeout(resolve, options.insertPauseMs));
    }
  };
  let views = 0;
  const viewer = async () => {
    while (!stopped) {
      const path = options.pages[views++ % options.pages.length] ?? "/";
      const address = addressOfGroup(Math.floor(Math.max(0, sequence - 1) / options.perAddress));
      await record("page", path, address, {
        method: "GET",
        path,
        headers: [["accept-encoding", "br, gzip"]],
      });
    }
  };
  const workers = [
    ...Array.from({ length: options.insertWorkers }, inserter),
    ...Array.from({ length: options.pageWorkers }, viewer),
  ];
  return {
    outcomes,
    async stop(): Promise<AddressOutcome[]> {
      stopped = true;
      await Promise.all(workers);
      for (const agent of agents.values()) agent.destroy();
      return outcomes;
    },
  };
}
