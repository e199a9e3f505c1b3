import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { triageCopy } from "../triage-copy.ts";
import { FILTER_PARAMS, type View, viewPath } from "../view.ts";

export const SEARCH_INPUT_ID = "triage-search";
const copy = triageCopy.filters;
const LABELS: Record<(typeof FILTER_PARAMS)[number], string> = {
  type: copy.type,
  size: copy.size,
  from: copy.from,
  to: copy.to,
};

/**
 * The search field, and the filters folded behind one "Filters" control; each active filter
 * shows as a chip that removes it. Everything goes into the address, which the list follows.
 * A search without a chosen tab covers every status.
 */
export function FiltersForm({ view }: { view: View }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(view);
  const errorId = useId();
  useEffect(() => setDraft(view), [view]);
  const set = (name: keyof View) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const datesWrong = draft.from !== "" && draft.to !== "" && draft.from > draft.to;
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      viewPath({
        ...view,
        q: draft.q,
        status: draft.q ? undefined : view.status,
        cursor: "",
      } as Partial<View>),
    );
  };
  const filter = (event: FormEvent) => {
    event.preventDefault();
    if (datesWrong) return;
    navigate(viewPath({ ...draft, cursor: "" }));
  };
  const active = FILTER_PARAMS.filter((name) => view[name]);
  return (
    <search className="filters-area">
      <form className="search-form" onSubmit={search}>
        <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
          {copy.search}
        </label>
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          value={draft.q}
          onChange={set("q")}
          maxLength={200}
          placeholder={copy.search}
          aria-keyshortcuts="/"
        />
        <button type="submit">{copy.searchButton}</button>
      </form>
      <details className="filters">
        <summary>
          {copy.toggle}
          {active.length > 0 ? ` (${active.length})` : ""}
        </summary>
        <form onSubmit={filter} noValidate>
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
            <input type="date" value={draft.from} onChange={set("from")} max={draft.to || undefined} />
          </label>
          <label>
            {copy.to}
            <input
              type="date"
              value={draft.to}
              onChange={set("to")}
              min={draft.from || undefined}
              aria-invalid={datesWrong || undefined}
              aria-describedby={datesWrong ? errorId : undefined}
            />
            {datesWrong ? (
              <span id={errorId} className="error" role="alert">
                {copy.fromAfterUntil}
              </span>
            ) : null}
          </label>
          <div className="row">
            <button type="submit" disabled={datesWrong}>
              {copy.apply}
            </button>
            <Link
              className="button secondary"
              to={viewPath({ status: view.status, owner: view.owner, q: view.q })}
            >
              {copy.clear}
            </Link>
          </div>
        </form>
      </details>
      {active.length > 0 ? (
        <ul className="chips" aria-label={copy.activeLabel}>
          {active.map((name) => (
            <li key={name}>
              <Link to={viewPath({ ...view, [name]: "", cursor: "" })}>
                <span className="visually-hidden">{copy.remove} </span>
                {LABELS[name]}: <bdi>{view[name]}</bdi> <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );
}
