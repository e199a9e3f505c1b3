import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { INQUIRY_TYPES, SIZE_RANGES } from "../../../common/contact-options.ts";
import { triageCopy } from "./triage-copy.ts";
import { type View, viewPath } from "./view.ts";

export const SEARCH_INPUT_ID = "triage-search";

/** Search and filters; submitting puts them in the address, which the list follows. */
export function FiltersForm({ view }: { view: View }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(view);
  useEffect(() => setDraft(view), [view]);
  const set = (name: keyof View) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(viewPath({ ...draft, cursor: "" }));
  };
  const copy = triageCopy.filters;
  return (
    <search>
      <form className="filters" onSubmit={submit}>
        <label className="search">
          {copy.search}
          <span className="row">
            <input id={SEARCH_INPUT_ID} type="search" value={draft.q} onChange={set("q")} maxLength={200} />
            <button type="submit">{copy.searchButton}</button>
          </span>
        </label>
        <fieldset>
          <legend>{copy.legend}</legend>
          <label>
            {copy.type}
            <select value={draft.type} onChange={set("type")}>
              <option value="">{copy.any}</option>
              {INQUIRY_TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.size}
            <select value={draft.size} onChange={set("size")}>
              <option value="">{copy.any}</option>
              {SIZE_RANGES.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </label>
          <label>
            {copy.from}
            <input type="date" value={draft.from} onChange={set("from")} />
          </label>
          <label>
            {copy.to}
            <input type="date" value={draft.to} onChange={set("to")} />
          </label>
          <div className="row">
            <button type="submit">{copy.apply}</button>
            <button
              type="button"
              className="secondary"
              onClick={() => navigate(viewPath({ status: view.status }))}
            >
              {copy.clear}
            </button>
          </div>
        </fieldset>
      </form>
    </search>
  );
}
