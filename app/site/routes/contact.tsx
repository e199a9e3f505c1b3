import { ContactCards } from "../components/sections/contact-cards.tsx";
import { PageIntro } from "../components/sections/page-intro.tsx";
import { Container } from "../components/ui/container.tsx";
import { ContactIsland } from "../contact/contact-island.tsx";
import { CONTACT_ISLAND_ID } from "../contact/contact-model.ts";
import { IslandLoader } from "../contact/island-loader.tsx";
import { CONTACT, LEGAL_DISCLAIMER_ID } from "../content/contact.ts";
import { PAGES } from "../content/pages.ts";
import { settings } from "../content/settings.ts";
import { pageMeta } from "../lib/seo.ts";

export function meta() {
  return pageMeta(PAGES.contact);
}

export default function Contact() {
  return (
    <>
      <PageIntro {...CONTACT.intro} />
      <div className="bg-sand py-16 sm:py-20 lg:py-24">
        <Container className="grid gap-8 lg:grid-cols-[1.6fr_1fr] lg:gap-10">
          <section aria-labelledby="contact-form-title">
            <div id={CONTACT_ISLAND_ID}>
              <ContactIsland />
            </div>
            <IslandLoader />
          </section>
          <ContactCards
            email={settings.contactEmail}
            details={CONTACT.details}
            operationalFocus={CONTACT.operationalFocus}
            disclaimer={CONTACT.disclaimer}
            disclaimerId={LEGAL_DISCLAIMER_ID}
          />
        </Container>
      </div>
    </>
  );
}
