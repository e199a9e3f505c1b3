import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { BrandBar } from "#app/ui/brand-bar.tsx";
import { useSessionRenewal } from "#app/ui/use-session-renewal.ts";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { isSignedIn, session, useSession } from "../session.ts";
import { PortalNav } from "./portal-nav.tsx";

const { wordmark, section } = content.brand;

/** Every portal screen: the top bar, a progress line while the next screen loads, the screen. */
export function RootLayout() {
  useSessionRenewal(session, api);
  const { state } = useSession();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BrandBar wordmark={wordmark} section={section}>
        {isSignedIn(state) ? <PortalNav user={state.user} /> : null}
      </BrandBar>
      <div className="pending" data-busy={busy} aria-hidden="true" />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first loaders run (the session check), before any screen can. */
export function FirstLoad() {
  return (
    <>
      <BrandBar wordmark={wordmark} section={section} />
      <main aria-busy="true">{content.loading}</main>
    </>
  );
}
