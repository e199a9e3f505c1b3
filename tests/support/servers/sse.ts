// Reads a Server-Sent Events stream as a browser's EventSource would: event name, id and
// data per blank-line-separated block.

export interface ServerEvent {
  event: string;
  data: string;
  /** The block's `id:` (what the browser sends back as Last-Event-ID), when it has one. */
  id?: string;
}

/** Resolves with the first event `accept` takes; the stream stays open for more. */
export async function nextServerEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  buffer: { text: string },
  accept: (event: ServerEvent) => boolean,
): Promise<ServerEvent> {
  const decoder = new TextDecoder();
  for (;;) {
    let end = buffer.text.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.text.slice(0, end);
      buffer.text = buffer.text.slice(end + 2);
      const event: ServerEvent = { event: "message", data: "" };
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) event.event = line.slice(7);
        else if (line.startsWith("id: ")) event.id = line.slice(4);
        else if (line.startsWith("data: ")) event.data += line.slice(6);
      }
      if (block.split("\n").some((line) => line.startsWith("data: ")) && accept(event)) return event;
      end = buffer.text.indexOf("\n\n");
    }
    const { value, done } = await reader.read();
    if (done) throw new Error("the event stream ended");
    buffer.text += decoder.decode(value, { stream: true });
  }
}
