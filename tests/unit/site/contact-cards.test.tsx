import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContactCards } from "#app/site/components/sections/contact-cards.tsx";
import { CONTACT, LEGAL_DISCLAIMER_ID } from "#app/site/content/contact.ts";

afterEach(cleanup);

describe("contact cards", () => {
  it("show the e-mail link, the headquarters lines, the five regions, office hours and the disclaimer", () => {
    render(
      <ContactCards
        email="contact@example.com"
        details={CONTACT.details}
        operationalFocus={CONTACT.operationalFocus}
        disclaimer={CONTACT.disclaimer}
        disclaimerId={LEGAL_DISCLAIMER_ID}
      />,
    );
    const mail = screen.getByRole("link", { name: "contact@example.com" });
    expect(mail.getAttribute("href")).toBe("mailto:contact@example.com");
    expect(screen.getByText("Headquartered in Europe (Specifics available upon engagement)")).toBeTruthy();
    expect(screen.getByText("(Direct contact details provided post-qualification)")).toBeTruthy();

    const focus = screen.getByRole("region", { name: "Operational Focus" });
    expect([...focus.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      ...CONTACT.operationalFocus.regions,
    ]);
    expect(focus.textContent).toContain("Office Hours: By appointment, accommodating global time zones.");

    const disclaimer = screen.getByRole("region", { name: "Legal Disclaimer" });
    expect(disclaimer.id).toBe(LEGAL_DISCLAIMER_ID);
    expect(disclaimer.textContent).toContain(CONTACT.disclaimer.text);
  });
});
