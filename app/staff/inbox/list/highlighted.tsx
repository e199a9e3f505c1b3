import type { Segment } from "#common/inbox-api.ts";

/** Text with the searched words marked; visitor text only ever becomes text nodes. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
          <mark key={index}>{segment.text}</mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
