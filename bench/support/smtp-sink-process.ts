// The benchmark's SMTP server, in a process of its own so that receiving mail does not
// stall the load generator's event loop. It accepts everything, parses nothing, and
// answers "take" on its IPC channel with how many messages arrived since the last "take"
// (and forgets them, so a million notifications do not fill its memory).
import { startSmtpSink } from "#tests/support/servers/smtp.ts";

const sink = await startSmtpSink({ parse: false });
process.send?.({ port: sink.port });
process.on("message", (message) => {
  if (message === "take") {
    process.send?.({ count: sink.messages.length });
    sink.messages.length = 0;
  }
  if (message === "stop") void sink.stop().then(() => process.exit(0));
});
