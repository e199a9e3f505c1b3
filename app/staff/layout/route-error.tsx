import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { content } from "../content.ts";
import { Page } from "./page.tsx";

/** A loader's failure with no answer at all: the browser is offline or the server unreachable. */
function isOffline(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return (
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { offline?: unknown }).offline === true
  );
}

/**
 * What any route shows when its loader, action or screen fails: plain words, "Try again"
 * (which runs the loaders again, no reload), and a way back. It replaces the screen, so an
 * error and a loading state never show together.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = content.routeError;
  return (
    <Page heading={notFound ? text.notFoundHeading : text.heading}>
      <p role="alert">{notFound ? text.notFound : isOffline(error) ? text.offline : text.text}</p>
      <p className="row">
        {notFound ? null : (
          <button
            type="button"
            disabled={revalidator.state !== "idle"}
            onClick={() => void revalidator.revalidate()}
          >
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
