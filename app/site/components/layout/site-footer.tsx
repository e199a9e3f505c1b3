import Mail from "lucide-react/icons/mail";
import type { NavItem } from "#app/site/content/types.ts";
import { Container } from "../ui/container.tsx";
import { LinkedinIcon } from "../ui/linkedin-icon.tsx";
import { CurrentYear, CurrentYearScript } from "./current-year.tsx";

export interface FooterProps {
  firmName: string;
  tagline: string;
  email: string;
  linkedinUrl: string;
  linkedinLabel: string;
  navLabel: string;
  /** Footer links: the pages plus the privacy policy, reachable even without script. */
  links: readonly Pick<NavItem, "name" | "path">[];
  copyright: string;
  disclaimer: string;
}

const linkClass = "text-ink-100 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter(props: FooterProps) {
  const { firmName, tagline, email, linkedinUrl, linkedinLabel, navLabel, links, copyright, disclaimer } =
    props;
  return (
    <>
      <footer className="tone-dark bg-ink-950 text-sm">
        <Container className="py-14 lg:py-16">
          <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
            <div className="max-w-md">
              <p className="font-serif text-2xl font-semibold tracking-[0.12em] text-white">{firmName}</p>
              <p className="mt-4 leading-relaxed text-ink-300">{tagline}</p>
              <ul className="mt-6 flex flex-col gap-3">
                <li>
                  <a href={`mailto:${email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                    <Mail aria-hidden="true" className="size-4 text-gold-300" strokeWidth={1.5} />
                    {email}
                  </a>
                </li>
                <li>
                  <a
                    href={linkedinUrl}
                    rel="noopener"
                    className={`inline-flex items-center gap-2 ${linkClass}`}
                  >
                    <LinkedinIcon className="size-4 text-gold-300" />
                    {linkedinLabel}
                  </a>
                </li>
              </ul>
            </div>
            <nav aria-label={navLabel}>
              <ul className="grid grid-cols-2 gap-x-6 gap-y-3">
                {links.map((link) => (
                  <li key={link.path}>
                    <a href={link.path} className={linkClass}>
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="mt-12 border-t border-white/10 pt-8 text-xs leading-relaxed text-ink-300">
            <p data-testid="copyright">
              © <CurrentYear /> {firmName}. {copyright}
            </p>
            <p className="mt-3 max-w-3xl">{disclaimer}</p>
          </div>
        </Container>
      </footer>
      <CurrentYearScript />
    </>
  );
}
