import { useRouteError } from "react-router";
import { NotFoundScreen, RouteErrorScreen } from "#app/ui/route-error.tsx";
import { content } from "../content.ts";
import { AccessEndedScreen, isAccessEndedError } from "./access-ended.tsx";
import { HOME_PATH } from "./paths.ts";

/** The portal's error screen: its words, and "Back to your deals"; or that access ended. */
export function RouteError() {
  if (isAccessEndedError(useRouteError())) return <AccessEndedScreen />;
  return <RouteErrorScreen text={content.routeError} homePath={HOME_PATH} />;
}

/** A portal address that names no screen. */
export function NotFound() {
  return <NotFoundScreen text={content.routeError} homePath={HOME_PATH} />;
}
