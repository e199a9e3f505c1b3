export const PORTAL = {
  eyebrow: "GP/LP Portal",
  title: "GP/LP Portal: Coming Soon",
  text: "A secure portal is being developed for our General Partners and Limited Partners, giving them exclusive access to documents, updates and reporting in one place.",
  assurance: "Secure and confidential access assured.",
  returnLink: { label: "Return to Homepage", to: "/" },
} as const;
