import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { content } from "../content.ts";

/**
 * A part of a screen (a deal's tab) that failed to load or act: said in its place, with
 * "Try again", while the rest of the screen (its heading, its other parts) stays.
 */
export function PartError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const offline =
    (typeof navigator !== "undefined" && navigator.onLine === false) ||
    (isRouteErrorResponse(error) && (error.data as { offline?: unknown } | null)?.offline === true);
  return (
    <section className="panel" aria-labelledby="part-error">
      <h2 id="part-error">{content.routeError.heading}</h2>
      <p role="alert">{offline ? content.routeError.offline : content.routeError.text}</p>
      <button
        type="button"
        disabled={revalidator.state !== "idle"}
        onClick={() => void revalidator.revalidate()}
      >
        {content.routeError.retry}
      </button>
    </section>
  );
}
