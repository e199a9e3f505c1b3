import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { Page } from "./page.tsx";

/** The words of an app's error screens (each app's content module has its own). */
export interface RouteErrorText {
  heading: string;
  text: string;
  offline: string;
  retry: string;
  home: string;
  notFoundHeading: string;
  notFound: string;
}

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

interface ScreenProps {
  text: RouteErrorText;
  /** Where "Back to …" leads: the app's first screen. */
  homePath: string;
}

/**
 * What any route of an app shows when its loader, action or screen fails: plain words,
 * "Try again" (which runs the loaders again, no reload) and a way home. It replaces the
 * screen, so an error and a loading state never show together. A 404 (also what a deal no
 * longer open to a person answers) reads as "No such page".
 */
export function RouteErrorScreen({ text, homePath }: ScreenProps) {
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
        <Link to={homePath}>{text.home}</Link>
      </p>
    </Page>
  );
}

/** An address of the app that names no screen. */
export function NotFoundScreen({ text, homePath }: ScreenProps) {
  return (
    <Page heading={text.notFoundHeading}>
      <p>{text.notFound}</p>
      <Link to={homePath}>{text.home}</Link>
    </Page>
  );
}
