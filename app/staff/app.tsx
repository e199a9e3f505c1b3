import { useEffect } from "react";
import { BrandBar } from "./components/brand-bar.tsx";
import { content } from "./content.ts";
import { Link, navigate, useLocation } from "./router.tsx";
import { routes } from "./routes.tsx";
import { SignIn } from "./screens/sign-in.tsx";
import { useSession } from "./session.tsx";

/** Picks the screen for the address, sending people to sign-in or onwards as their session allows. */
export function App() {
  const { pathname } = useLocation();
  const { state, signOut } = useSession();
  const route = routes.find((entry) => entry.path === pathname);
  const signedIn = state.status === "signed-in" && state.secondFactor;
  const wantsSignIn = pathname === "/inbox/sign-in";
  const needsSignIn =
    !signedIn && state.status !== "loading" && (route?.access === "private" || !route) && !wantsSignIn;
  const leaveSignIn = signedIn && wantsSignIn;

  useEffect(() => {
    if (needsSignIn) navigate("/inbox/sign-in", true);
    if (leaveSignIn) navigate("/inbox", true);
  }, [needsSignIn, leaveSignIn]);

  if (state.status === "loading") {
    return (
      <>
        <BrandBar />
        <main aria-busy="true">{content.loading}</main>
      </>
    );
  }
  if (route?.access === "public" || !signedIn || wantsSignIn || !route) {
    return (
      <>
        <BrandBar />
        {route?.access === "public" ? (
          route.render(undefined)
        ) : (
          <SignIn reason={state.status === "signed-out" ? state.reason : undefined} />
        )}
      </>
    );
  }
  return (
    <>
      <BrandBar>
        <nav className="bar-nav" aria-label={content.title}>
          <Link to="/inbox" current={pathname !== "/inbox/account"}>
            {content.nav.home}
          </Link>
          <Link to="/inbox/account" current={pathname === "/inbox/account"}>
            {content.nav.account}
          </Link>
        </nav>
        <button type="button" onClick={() => void signOut()}>
          {content.nav.signOut}
        </button>
      </BrandBar>
      {route.render(state.user)}
    </>
  );
}
