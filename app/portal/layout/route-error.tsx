import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { Page } from "../../ui/page.tsx";
import { content } from "../content.ts";
import { HOME_PATH } from "./paths.ts";

const text = content.routeError;

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
 * (which runs the loaders again, no reload), and a way back. A deal that is not, or no
 * longer, open to the person (404, as for one that does not exist) reads as "No such page".
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
        <Link to={HOME_PATH}>{text.home}</Link>
      </p>
    </Page>
  );
}

/** A portal address that names no screen. */
export function NotFound() {
  return (
    <Page heading={text.notFoundHeading}>
      <p>{text.notFound}</p>
      <Link to={HOME_PATH}>{text.home}</Link>
    </Page>
  );
}
