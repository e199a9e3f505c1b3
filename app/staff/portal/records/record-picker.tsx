import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PortalList } from "#common/portal-api.ts";
import { portalCopy as copy, type RecordKind } from "../portal-copy.ts";

interface Pickable {
  id: string;
  name: string;
  email?: string;
}

/**
 * Choosing a deal, an organisation or a person among thousands: type part of the name,
 * "Find", then choose from the matches in a plain select. The matches come from the list
 * screen's own loader (a fetcher), so the search is the list's search.
 */
export function RecordPicker({
  kind,
  name,
  what,
  error,
  exclude = [],
}: {
  kind: RecordKind;
  name: string;
  what: string;
  error?: string | undefined;
  exclude?: string[];
}) {
  const fetcher = useFetcher<PortalList<Pickable>>();
  const id = useId();
  const words = useRef<HTMLInputElement>(null);
  // "Nothing matches" is an answer to words; before any, the list is simply empty.
  const [searched, setSearched] = useState(false);
  const load = fetcher.load;
  useEffect(() => {
    void load(`/inbox/portal/${kind}?state=active`);
  }, [load, kind]);
  const find = () => {
    const q = words.current?.value.trim() ?? "";
    setSearched(q !== "");
    void load(
      `/inbox/portal/${kind}?${new URLSearchParams(q ? { q, state: "active" } : { state: "active" })}`,
    );
  };
  // Enter in the search field searches; it never sends the form around the picker.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    find();
  };
  const items = (fetcher.data?.items ?? []).filter((item) => !exclude.includes(item.id));
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="picker">
      <legend>{copy.picker.choose(what)}</legend>
      <div className="picker-find">
        <label htmlFor={`${id}-find`}>{copy.picker.find(what)}</label>
        <span id={`${id}-hint`} className="hint">
          {copy.picker.findHint}
        </span>
        <div className="row">
          <input
            id={`${id}-find`}
            ref={words}
            type="search"
            maxLength={100}
            autoComplete="off"
            onKeyDown={onKey}
            aria-describedby={`${id}-hint`}
          />
          <button type="button" className="secondary" onClick={find}>
            {copy.list.searchButton}
          </button>
        </div>
      </div>
      <label htmlFor={`${id}-choice`}>{copy.picker.choose(what)}</label>
      <select
        id={`${id}-choice`}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, errorId].filter(Boolean).join(" ")}
        aria-busy={fetcher.state !== "idle"}
        defaultValue=""
      >
        {/* Nothing is chosen for the user: the first match is not their choice. */}
        <option value="">{copy.form.placeholder}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.email ? `${item.name} (${item.email})` : item.name}
          </option>
        ))}
      </select>
      <span id={`${id}-count`} className="hint" role="status">
        {fetcher.state !== "idle"
          ? copy.list.loading
          : items.length
            ? (searched ? copy.picker.matches : copy.picker.available)(items.length)
            : searched
              ? copy.picker.noMatch
              : copy.picker.noneYet}
      </span>
      {error ? (
        <span id={errorId} className="error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
