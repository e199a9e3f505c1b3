import ArrowRight from "lucide-react/icons/arrow-right";
import type { NavItem } from "#app/site/content/types.ts";
import { Container } from "../ui/container.tsx";
import { Icon } from "../ui/icon.tsx";

/** The ways back from an unknown address. */
export function NotFoundLinks({
  id,
  label,
  links,
}: {
  id: string;
  label: string;
  links: readonly NavItem[];
}) {
  return (
    <nav aria-labelledby={id} className="bg-paper py-16 sm:py-20">
      <Container>
        <h2 id={id} className="sr-only">
          {label}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((link) => (
            <li key={link.path}>
              <a
                href={link.path}
                className="group flex items-center justify-between gap-4 rounded-sm border border-line bg-white p-6 text-heading transition-[color,background-color,border-color] hover:border-gold-400"
              >
                <span className="flex items-center gap-3 font-semibold">
                  <Icon name={link.icon} className="size-5 text-gold-700" />
                  {link.name}
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-muted transition-transform motion-safe:group-hover:translate-x-0.5"
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
