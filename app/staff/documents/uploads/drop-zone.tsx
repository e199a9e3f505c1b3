import { useId, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { dataRoomCopy } from "../data-room-copy.ts";

const text = dataRoomCopy.upload;

/**
 * Where files are dropped, several at once, with a button that opens the file picker for
 * whoever does not drag (keyboard, screen reader, phone).
 */
export function DropZone({
  onFiles,
  label = text.choose,
  multiple = true,
}: {
  onFiles: (files: File[]) => void;
  label?: string;
  multiple?: boolean;
}) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is for mouse users; the button inside opens the same files from the keyboard.
    <div
      className={over ? "drop-zone is-over" : "drop-zone"}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length) onFiles(files);
      }}
    >
      <p aria-hidden="true">{text.drop}</p>
      <p aria-hidden="true">{text.or}</p>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple={multiple}
        hidden
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
