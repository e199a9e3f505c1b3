import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Scale from "lucide-react/icons/scale";
import type { ReactNode } from "react";
import type { CONTACT } from "#app/site/content/contact.ts";

interface ContactCardsProps {
  email: string;
  details: (typeof CONTACT)["details"];
  operationalFocus: (typeof CONTACT)["operationalFocus"];
  disclaimer: (typeof CONTACT)["disclaimer"];
  disclaimerId: string;
}

/** The three cards beside the form. The e-mail link works without any script. */
export function ContactCards({
  email,
  details,
  operationalFocus,
  disclaimer,
  disclaimerId,
}: ContactCardsProps) {
  return (
    <div className="flex flex-col gap-6">
      <Card title={details.title} headingId="contact-details-title" icon={<Mail {...iconProps} />}>
        <p>
          <span className="sr-only">{details.emailLabel}: </span>
          <a
            href={`mailto:${email}`}
            className="break-all font-semibold text-ink-800 underline decoration-gold-400 underline-offset-4 hover:decoration-2"
          >
            {email}
          </a>
        </p>
        <p className="mt-4 flex gap-2">
          <MapPin {...iconProps} className="mt-0.5 size-4 shrink-0 text-gold-700" />
          <span>{details.headquarters}</span>
        </p>
        <p className="mt-3 text-muted">{details.directContact}</p>
      </Card>
      <Card
        title={operationalFocus.title}
        headingId="operational-focus-title"
        icon={<Clock {...iconProps} />}
      >
        <ul className="flex flex-wrap gap-2">
          {operationalFocus.regions.map((region) => (
            <li key={region} className="rounded-full bg-sand px-3 py-1 text-sm text-heading">
              {region}
            </li>
          ))}
        </ul>
        <p className="mt-5">{operationalFocus.officeHours}</p>
      </Card>
      <Card
        title={disclaimer.title}
        headingId="legal-disclaimer-title"
        id={disclaimerId}
        icon={<Scale {...iconProps} />}
      >
        <p className="text-sm">{disclaimer.text}</p>
      </Card>
    </div>
  );
}

const iconProps = { "aria-hidden": true, strokeWidth: 1.5, className: "size-5" } as const;

interface CardProps {
  title: string;
  headingId: string;
  icon: ReactNode;
  children: ReactNode;
  id?: string;
}

function Card({ title, headingId, icon, children, id }: CardProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-sm border border-line bg-white p-6 leading-relaxed sm:p-8 target:border-gold-400 target:ring-1 target:ring-gold-400"
    >
      <h2 id={headingId} className="flex items-center gap-3 text-xl">
        <span className="text-gold-700">{icon}</span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
