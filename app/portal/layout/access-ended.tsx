import { data, isRouteErrorResponse, Link } from "react-router";
import type { ApiResult } from "#app/ui/api.ts";
import { Page } from "#app/ui/page.tsx";
import { content } from "../content.ts";
import { HOME_PATH } from "./paths.ts";

/** The server's answer once the organisation's grant on the deal was revoked or ran out. */
export function accessEnded(result: ApiResult<unknown>): boolean {
  return result.status === 403 && result.body.code === "access_ended";
}

/** A loader's answer "access ended" becomes its route's error, shown as the screen below. */
export function throwAccessEnded(): never {
  throw data({ ended: true }, { status: 403 });
}

export function isAccessEndedError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { ended?: unknown }).ended === true
  );
}

/**
 * What a person reading a deal is told when the firm ends their access: in place of the
 * screen (pages already drawn go too), with the way home. Its heading takes the focus.
 */
export function AccessEndedScreen() {
  return (
    <Page heading={content.ended.heading}>
      <p role="alert">{content.ended.text}</p>
      <p>
        <Link to={HOME_PATH}>{content.ended.home}</Link>
      </p>
    </Page>
  );
}
