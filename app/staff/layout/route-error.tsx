import { NotFoundScreen, RouteErrorScreen } from "#app/ui/route-error.tsx";
import { content } from "../content.ts";

/** The staff app's error screen: its words, and "Back to the inbox". */
export function RouteError() {
  return <RouteErrorScreen text={content.routeError} homePath="/inbox" />;
}

/** A private address that names no screen. */
export function NotFound() {
  return <NotFoundScreen text={content.routeError} homePath="/inbox" />;
}
