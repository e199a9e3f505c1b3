// The SMTP sink of the scale-out part: a real SMTP server on loopback that records when
// each Message-ID arrived, so a notification sent twice can be told apart and dated.
import { rawHeaderLines, type SmtpSink, startSmtpSink } from "#tests/support/servers/smtp.ts";

export interface MailTracker {
  readonly url: string;
  /** Arrival times (performance.now()) of each Message-ID. */
  arrivals(): Map<string, number[]>;
  stop(): Promise<void>;
}

export async function trackMail(): Promise<MailTracker> {
  const sink: SmtpSink = await startSmtpSink({ parse: false });
  const arrivals = new Map<string, number[]>();
  let seen = 0;
  const collect = () => {
    for (; seen < sink.messages.length; seen++) {
      const raw = sink.messages[seen]?.raw ?? "";
      const line = rawHeaderLines(raw).find((header) => /^message-id:/i.test(header)) ?? "message-id: ?";
      const id = line.slice(line.indexOf(":") + 1).trim();
      arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    }
    // Nothing but the counts is needed: let the raw messages go.
    if (seen > 10_000) {
      sink.messages.splice(0, seen);
      seen = 0;
    }
  };
  const poll = setInterval(collect, 25);
  return {
    url: sink.url,
    arrivals() {
      collect();
      return arrivals;
    },
    async stop() {
      clearInterval(poll);
      await sink.stop();
    },
  };
}
