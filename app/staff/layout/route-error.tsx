import { isRouteErrorResponse, useRouteError } from "react-router";
import { content } from "../content.ts";
import { Page } from "./page.tsx";

/** What any route shows when its loader, action or screen fails: plain words and a way on. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = content.routeError;
  return (
    <Page heading={notFound ? text.notFoundHeading : text.heading}>
      <p>{notFound ? text.notFound : text.text}</p>
      <p className="row">
        {notFound ? null : (
          <button type="button" onClick={() => location.reload()}>
            {text.retry}
          </button>
        )}
        <a href="/inbox">{text.home}</a>
      </p>
    </Page>
  );
}

/** A private address that names no screen. */
export function NotFound() {
  const text = content.routeError;
  return (
    <Page heading={text.notFoundHeading}>
      <p>{text.notFound}</p>
      <a href="/inbox">{text.home}</a>
    </Page>
  );
}
