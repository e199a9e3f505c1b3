import { useId } from "react";
import type { DocumentType } from "#common/portal-documents-api.ts";
import { dataRoomCopy } from "./data-room-copy.ts";

export const DOCUMENT_TYPES = Object.keys(dataRoomCopy.types) as DocumentType[];

/** The document type, as a labelled list. */
export function TypeSelect({
  value,
  onChange,
  name,
}: {
  value?: DocumentType;
  onChange?: (type: DocumentType) => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{dataRoomCopy.upload.type}</label>
      <select
        id={id}
        name={name}
        {...(onChange
          ? { value, onChange: (event) => onChange(event.currentTarget.value as DocumentType) }
          : { defaultValue: value })}
      >
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {dataRoomCopy.types[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
