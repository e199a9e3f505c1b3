/** Icons the content may name; app/site/components/ui/icon.tsx maps each to its SVG. */
export type IconName =
  | "home"
  | "users"
  | "briefcase"
  | "globe"
  | "mail"
  | "lock"
  | "trending-up"
  | "shield-check"
  | "refresh-cw"
  | "compass"
  | "layers"
  | "send"
  | "file-search"
  | "route"
  | "handshake"
  | "map-pin"
  | "clock"
  | "scale";

/** A link in the main navigation: name, path, icon. */
export interface NavItem {
  name: string;
  path: string;
  icon: IconName;
}

/** A short titled card with an icon: the UCP Difference and similar lists. */
export interface FeatureCard {
  title: string;
  description: string;
  icon: IconName;
}

/** A founding partner. */
export interface Leader {
  name: string;
  title: string;
  bio: string;
  linkedin: string;
  /** A portrait's file name under public/images/ (served at /images/), or "" while there is none. */
  imageName: string;
  /** Text of the monogram shown while there is no portrait. */
  imagePlaceholder: string;
}

/** A service card. */
export interface Service {
  title: string;
  description: string;
  icon: IconName;
}

/** A region of the investor network. */
export interface Region {
  name: string;
  description: string;
  keyInvestorTypes: readonly string[];
}

/** An investor category with its typical commitment range. */
export interface InvestorCategory {
  name: string;
  description: string;
  commitmentRange: string;
}

/** One value of the brand story. */
export interface Value {
  title: string;
  description: string;
}

/** A call to action: heading, supporting line and the link it leads to. */
export interface CallToAction {
  title: string;
  text: string;
  label: string;
  to: string;
}

/** Search and sharing texts of one page. */
export interface PageSeo {
  path: string;
  title: string;
  description: string;
}

/** A piece of running text: plain, or a link inside the sentence. */
export type Inline = string | { text: string; href: string };

/** A paragraph of inline text, or a bulleted list. */
export type ProseBlock = readonly Inline[] | { readonly list: readonly string[] };

/** A titled block of prose. */
export interface ProseSection {
  title: string;
  blocks: readonly ProseBlock[];
}
