import type { ComponentType } from "react";
import type { LoaderFunction, RouteObject } from "react-router";

/**
 * The screens every private app shows without a session, the same in each (app/ui/auth):
 * sign-in (its loader sends a signed-in person on), the invitation, and the password reset.
 */
export function authRoutes(signInLoader: LoaderFunction, RouteError: ComponentType): RouteObject[] {
  return [
    {
      path: "sign-in",
      loader: signInLoader,
      ErrorBoundary: RouteError,
      lazy: async () => ({ Component: (await import("./sign-in.tsx")).SignIn }),
    },
    {
      path: "invitation",
      ErrorBoundary: RouteError,
      lazy: async () => ({ Component: (await import("./invitation.tsx")).Invitation }),
    },
    {
      path: "forgot-password",
      ErrorBoundary: RouteError,
      lazy: async () => ({ Component: (await import("./password-reset.tsx")).ForgotPassword }),
    },
    {
      path: "reset-password",
      ErrorBoundary: RouteError,
      lazy: async () => ({ Component: (await import("./password-reset.tsx")).ResetPassword }),
    },
  ];
}
