import type { NavItem } from "./types.ts";

/** The header's navigation, in this order on every page. */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: "Home", path: "/", icon: "home" },
  { name: "About Us", path: "/about-us", icon: "users" },
  { name: "Services", path: "/services", icon: "briefcase" },
  { name: "Our Network", path: "/our-network", icon: "globe" },
  { name: "Contact", path: "/contact", icon: "mail" },
  { name: "GP/LP Portal", path: "/portal", icon: "lock" },
];
