import type { ReactNode } from "react";
import { Form, Link, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Page } from "#app/ui/page.tsx";
import type { PortalList } from "#common/portal-api.ts";
import { portalCopy as copy, type RecordKind } from "../portal-copy.ts";

/** The address of the same search on another page (no cursor: the first). */
function pageHref(path: string, search: URLSearchParams, cursor: string | null): string {
  const params = new URLSearchParams(search);
  if (cursor) params.set("cursor", cursor);
  else params.delete("cursor");
  return params.size ? `${path}?${params}` : path;
}

/**
 * A list of deals, organisations or people: a search by name, the matches a page at a
 * time (the API's nextCursor), and the way to a new one. The search is a GET form, so the
 * address holds it (back and forward work); how many rows show is announced after each.
 */
export function RecordList<T extends { id: string }>({
  kind,
  row,
}: {
  kind: RecordKind;
  row: (item: T) => ReactNode;
}) {
  const list = useLoaderData() as PortalList<T>;
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const text = copy.lists[kind];
  const path = `/inbox/portal/${kind}`;
  const loading = navigation.state === "loading" && navigation.location?.pathname === path;
  const words = search.get("q") ?? "";
  const cursor = search.get("cursor");
  return (
    <Page heading={text.heading} wide>
      <p>{text.intro}</p>
      <p>
        <Link className="button" to={`${path}/new`}>
          {text.create}
        </Link>
      </p>
      <Form key={search.toString()} method="get" action={path} className="record-search" role="search">
        <label>
          {text.search}
          <input name="q" type="search" maxLength={100} defaultValue={words} autoComplete="off" />
        </label>
        <button type="submit">{copy.list.searchButton}</button>
        {words ? <Link to={path}>{copy.list.clear}</Link> : null}
      </Form>
      <div className="record-results" aria-busy={loading} data-loading={loading}>
        <p role="status" className="result-count">
          {loading
            ? copy.list.loading
            : list.items.length === 0
              ? copy.list.empty
              : text.shown(list.items.length)}
          {!loading && words ? ` ${copy.list.matching(words)}` : ""}
        </p>
        {list.items.length > 0 ? (
          <ul className="records" aria-label={copy.list.resultsLabel}>
            {list.items.map((item) => (
              <li key={item.id}>{row(item)}</li>
            ))}
          </ul>
        ) : null}
        {cursor || list.nextCursor ? (
          <nav className="row" aria-label={copy.list.pagesLabel}>
            {cursor ? <Link to={pageHref(path, search, null)}>{copy.list.first}</Link> : null}
            {list.nextCursor ? (
              <Link to={pageHref(path, search, list.nextCursor)}>{copy.list.next}</Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </Page>
  );
}
