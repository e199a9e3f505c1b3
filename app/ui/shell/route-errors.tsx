import { useRouteError } from "react-router";
import { NotFoundScreen, RouteErrorScreen } from "../route-error.tsx";
import { usePrivateApp } from "./private-app.ts";

/** A private app's error screen in its own words, with the way back to its home. */
export function RouteError() {
  const { routeError, paths, specialError } = usePrivateApp();
  const error = useRouteError();
  return specialError?.(error) ?? <RouteErrorScreen text={routeError} homePath={paths.home} />;
}

/** An address of the app that names no screen. */
export function NotFound() {
  const { routeError, paths } = usePrivateApp();
  return <NotFoundScreen text={routeError} homePath={paths.home} />;
}
