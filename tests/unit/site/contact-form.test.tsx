import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm, type ContactFormProps } from "#app/site/contact/contact-form.tsx";
import { EMPTY_CONTACT_VALUES } from "#app/site/contact/contact-model.ts";
import { CONTACT, INQUIRY_TYPES, LEGAL_DISCLAIMER_ID, SIZE_RANGES } from "#app/site/content/contact.ts";
import { contactFeedback } from "#app/site/content/contact-feedback.ts";

const STATUS = {
  success: { title: contactFeedback.success.title, description: contactFeedback.success.description("UCP") },
  failure: contactFeedback.failure,
};

afterEach(cleanup);

function formElement(props: Partial<ContactFormProps> = {}) {
  return (
    <ContactForm
      id="form-title"
      copy={CONTACT.form}
      status={STATUS}
      inquiryTypes={INQUIRY_TYPES}
      sizeRanges={SIZE_RANGES}
      privacyPath="/privacy-policy"
      disclaimerAnchor={LEGAL_DISCLAIMER_ID}
      email="contact@example.com"
      action="/contact"
      submitting={false}
      values={EMPTY_CONTACT_VALUES}
      errors={{}}
      onFieldChange={() => {}}
      onSubmit={() => {}}
      {...props}
    />
  );
}

function renderForm(props: Partial<ContactFormProps> = {}) {
  render(formElement(props));
  return screen.getByRole("form", { name: "Send Us a Message" }) as HTMLFormElement;
}

// By accessible name, which leaves out the aria-hidden asterisk as a screen reader does.
const field = (name: string) =>
  (screen.queryByRole("textbox", { name }) ?? screen.getByRole("combobox", { name })) as HTMLInputElement;
const controls = (form: HTMLFormElement) => [...form.querySelectorAll("input, select, textarea, button")];

describe("contact form markup", () => {
  it("has the five fields with the insert contract's names (plus the hidden honeypot) and the right types", () => {
    const form = renderForm();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Send Us a Message");
    expect([...form.elements].map((el) => el.getAttribute("name")).filter(Boolean)).toEqual([
      "name",
      "email",
      "fund_type",
      "aum",
      "message",
      "website",
    ]);
    // The honeypot is out of reach for people: not focusable, hidden from assistive tech.
    const honeypot = form.elements.namedItem("website") as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(field("Full Name").type).toBe("text");
    expect(field("Email Address").type).toBe("email");
    const message = field("Message") as unknown as HTMLTextAreaElement;
    expect(message.tagName).toBe("TEXTAREA");
    expect(message.getAttribute("rows")).toBe("4");
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBe("/contact");
  });

  it("requires name, e-mail and message, marked by a red asterisk hidden from screen readers", () => {
    renderForm();
    for (const label of ["Full Name", "Email Address", "Message"]) {
      expect(field(label).required).toBe(true);
      const star = document.querySelector(`label[for="${field(label).id}"] span`);
      expect(star?.textContent).toBe("*");
      expect(star?.getAttribute("aria-hidden")).toBe("true");
      expect(star?.className).toContain("text-danger");
    }
    expect(field("Inquiry Type (optional)").required).toBe(false);
    expect(field("Size Range (optional)").required).toBe(false);
  });

  it("offers the 8 inquiry types and 6 size ranges, with nothing chosen by default", () => {
    renderForm();
    const fundType = field("Inquiry Type (optional)") as unknown as HTMLSelectElement;
    const aum = field("Size Range (optional)") as unknown as HTMLSelectElement;
    expect([...fundType.options].map((o) => o.value)).toEqual(["", ...INQUIRY_TYPES]);
    expect([...aum.options].map((o) => o.value)).toEqual(["", ...SIZE_RANGES]);
    expect(fundType.value).toBe("");
    expect(aum.value).toBe("");
  });

  it("reads 'Send Message' and links the privacy policy and the legal disclaimer", () => {
    renderForm();
    expect(screen.getByRole("button").textContent).toBe("Send Message");
    expect(screen.getByRole("link", { name: CONTACT.form.notice.privacyLabel }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(screen.getByRole("link", { name: CONTACT.form.notice.disclaimerLabel }).getAttribute("href")).toBe(
      `#${LEGAL_DISCLAIMER_ID}`,
    );
  });

  it("disables every control and reads 'Sending...' while submitting", () => {
    const form = renderForm({ submitting: true });
    expect(screen.getByRole("button").textContent).toBe("Sending...");
    for (const control of controls(form)) expect((control as HTMLInputElement).disabled).toBe(true);
  });

  it("shows and reports values when the caller controls them, and hands over the submit event", () => {
    const onFieldChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const values = { ...EMPTY_CONTACT_VALUES, name: "Ada Lovelace", aum: "$5B+" };
    const form = renderForm({ values, onFieldChange, onSubmit });
    expect(field("Full Name").value).toBe("Ada Lovelace");
    expect((field("Size Range (optional)") as unknown as HTMLSelectElement).value).toBe("$5B+");
    fireEvent.change(field("Email Address"), { target: { value: "ada@example.com" } });
    expect(onFieldChange).toHaveBeenCalledWith("email", "ada@example.com");
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("keeps a hidden slot per field and the two answers, for the server's no-script answer", () => {
    const form = renderForm();
    for (const name of ["name", "email", "message"]) {
      const slot = document.querySelector(`[data-field-error="${name}"]`) as HTMLElement;
      expect(slot.hidden).toBe(true);
      expect(form.contains(slot)).toBe(true);
    }
    const notices = [...document.querySelectorAll<HTMLElement>("[data-form-status]")];
    expect(notices.map((notice) => [notice.dataset.formStatus, notice.hidden])).toEqual([
      ["success", true],
      ["failure", true],
    ]);
    expect(notices[0]?.textContent).toContain(STATUS.success.description);
  });

  it("shows a refused value's message at its field, which describes the control", () => {
    renderForm({ errors: { email: "Please enter a valid e-mail address, such as name@example.com." } });
    const email = field("Email Address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const slot = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(slot?.hidden).toBe(false);
    expect(slot?.textContent).toMatch(/valid e-mail address/);
  });

  it("tells how to write by e-mail without script only where the form cannot post by itself", () => {
    // As prerendered: in the browser React leaves <noscript> empty.
    expect(renderToStaticMarkup(formElement({ action: undefined }))).toContain(CONTACT.form.noScript);
    expect(renderToStaticMarkup(formElement())).not.toContain("<noscript>");
  });
});
