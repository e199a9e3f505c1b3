import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { useSessionRenewal } from "#app/ui/use-session-renewal.ts";
import { api } from "../api.ts";
import { content } from "../content.ts";
import { isStaff, session, useSession } from "../session.ts";
import { BrandBar } from "./brand-bar.tsx";
import { StaffNav } from "./staff-nav.tsx";

/** Every staff screen: the top bar, a progress line while the next screen loads, the screen. */
export function RootLayout() {
  useSessionRenewal(session, api);
  const { state } = useSession();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <BrandBar>{isStaff(state) ? <StaffNav user={state.user} /> : null}</BrandBar>
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
      <BrandBar />
      <main aria-busy="true">{content.loading}</main>
    </>
  );
}
