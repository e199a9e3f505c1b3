import type { NavItem } from "./types.ts";

export const NOT_FOUND = {
  eyebrow: "Error 404",
  title: "Page not found",
  text: "The page you are looking for does not exist or may have moved. These pages may help you find your way.",
  linksLabel: "Where to go next",
  links: [
    { name: "Home", path: "/", icon: "home" },
    { name: "About Us", path: "/about-us", icon: "users" },
    { name: "Services", path: "/services", icon: "briefcase" },
    { name: "Contact", path: "/contact", icon: "mail" },
  ] satisfies NavItem[],
} as const;
