import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { BrandBar } from "../brand-bar.tsx";
import { hasBothFactors, useSessionOf } from "../session-store.ts";
import { useSessionRenewal } from "../use-session-renewal.ts";
import { usePrivateApp } from "./private-app.ts";

/** Every screen of a private app: the top bar, a progress line while the next screen loads, the screen. */
export function RootLayout() {
  const { session, api, brand, Nav } = usePrivateApp();
  useSessionRenewal(session, api);
  const { state } = useSessionOf(session);
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BrandBar wordmark={brand.wordmark} section={brand.section}>
        {hasBothFactors(state) ? <Nav user={state.user} /> : null}
      </BrandBar>
      <div className="pending" data-busy={busy} aria-hidden="true" />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first loaders run (the session check), before any screen can. */
export function FirstLoad() {
  const { brand, loading } = usePrivateApp();
  return (
    <>
      <BrandBar wordmark={brand.wordmark} section={brand.section} />
      <main aria-busy="true">{loading}</main>
    </>
  );
}
