export const PORTAL = {
  eyebrow: "GP/LP Portal",
  title: "GP/LP Portal: Coming Soon",
  text: "A secure portal is being developed for our General Partners and Limited Partners, giving them exclusive access to documents, updates and reporting in one place.",
  assurance: "Secure and confidential access assured.",
  returnLink: { label: "Return to Homepage", to: "/" },
} as const;

/**
 * The same page once the portal is on (PORTAL_ENABLED): it leads to the portal's sign-in
 * and keeps the assurance. Prerendered beside the other at build time; the server answers
 * /portal with one or the other, so the page never needs a script to decide.
 */
export const PORTAL_OPEN = {
  eyebrow: "GP/LP Portal",
  title: "GP/LP Portal",
  text: "General Partners and Limited Partners sign in here for their exclusive documents, updates and reporting. Access is by invitation from our team.",
  assurance: PORTAL.assurance,
  signIn: { label: "Sign in to the portal", to: "/portal/sign-in" },
  returnLink: PORTAL.returnLink,
  description:
    "The secure portal for General Partners and Limited Partners: documents, updates and reporting, by invitation.",
} as const;
