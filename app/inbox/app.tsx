import { useEffect } from "react";
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

  if (state.status === "loading") return <main aria-busy="true">{content.loading}</main>;
  if (route?.access === "public") return <>{route.render(undefined)}</>;
  if (!signedIn || wantsSignIn || !route) {
    return <SignIn reason={state.status === "signed-out" ? state.reason : undefined} />;
  }
  return (
    <>
      <header className="bar">
        <nav className="row" aria-label={content.title}>
          <Link to="/inbox">{content.nav.home}</Link>
          <Link to="/inbox/account">{content.nav.account}</Link>
        </nav>
        <button type="button" onClick={() => void signOut()}>
          {content.nav.signOut}
        </button>
      </header>
      {route.render(state.user)}
    </>
  );
}
