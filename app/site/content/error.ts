export const ERROR_PAGE = {
  eyebrow: "Error",
  title: "Something went wrong",
  text: "This page could not be displayed. Please try again, or return to the homepage.",
  returnLink: { label: "Return to Homepage", to: "/" },
} as const;
