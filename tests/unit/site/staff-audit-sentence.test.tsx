import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditSentence } from "#app/staff/audit/audit-sentence.tsx";
import type { InboxAuditEntry } from "#common/inbox-api.ts";

// The audit log's sentences for the portal's events: the records named as they are called
// now and linked to their screens; an event with no sentence of its own still reads.

const DEAL = { id: "d".repeat(22), name: "Harbour Wind" };
const ORGANISATION = { id: "o".repeat(22), name: "Nordic Pension" };

function entry(event: string, records: Partial<InboxAuditEntry> = {}, detail: unknown = {}): InboxAuditEntry {
  return {
    id: "1",
    at: "2026-11-24T02:00:00.000Z",
    actorEmail: "ada@ucp.example",
    actorName: "Ada",
    event,
    subject: "deal:x",
    detail,
    deal: null,
    organisation: null,
    person: null,
    ...records,
  };
}

function sentence(value: InboxAuditEntry): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <p>
        <AuditSentence entry={value} />
      </p>
    </MemoryRouter>,
  );
  return container.querySelector("p") as HTMLElement;
}

describe("audit sentences for the portal", () => {
  it("names the organisation and the deal of a grant, each a link to its screen", () => {
    const text = sentence(entry("portal_grant_given", { deal: DEAL, organisation: ORGANISATION }));
    expect(text.textContent).toBe("Ada gave Nordic Pension access to Harbour Wind");
    expect(screen.getByRole("link", { name: "Harbour Wind" }).getAttribute("href")).toBe(
      `/inbox/portal/deals/${DEAL.id}`,
    );
    expect(screen.getByRole("link", { name: "Nordic Pension" }).getAttribute("href")).toBe(
      `/inbox/portal/organisations/${ORGANISATION.id}`,
    );
  });

  it("says the member's role in words", () => {
    const person = { id: "p".repeat(22), name: "Ines" };
    const text = sentence(
      entry("portal_membership_added", { person, organisation: ORGANISATION }, { role: "tax" }),
    );
    expect(text.textContent).toBe("Ada made Ines a member of Nordic Pension (tax)");
  });

  it("reads an event it has no sentence for from its name and the records it is about", () => {
    const text = sentence(entry("portal_update_read", { deal: DEAL, organisation: ORGANISATION }));
    expect(text.textContent).toBe("Ada: Update read, about Harbour Wind, Nordic Pension");
    expect(sentence(entry("portal_something_new")).textContent).toBe("Ada: Something new");
  });

  it("says so when a record named by an entry has since been erased", () => {
    const text = sentence(entry("portal_deal_created", { deal: { id: DEAL.id, name: null } }));
    expect(text.textContent).toBe("Ada created the deal (since erased)");
  });

  it("keeps the inbox's own fallback for other unknown events", () => {
    expect(sentence(entry("mystery_event")).textContent).toBe("Ada: deal:x");
  });
});

describe("audit sentences for what portal people do", () => {
  it("makes the person the one who acted, and says which deal", () => {
    const person = { id: "p".repeat(22), name: "Ines" };
    const read = entry("portal_update_viewed", { person, deal: DEAL, actorName: null });
    expect(sentence(read).textContent).toBe("Ines read an update on Harbour Wind");
  });

  it("tells a preview of a deal from a preview of the home", () => {
    const person = { id: "p".repeat(22), name: "Ines" };
    expect(sentence(entry("portal_viewed_as", { person })).textContent).toBe(
      "Ada previewed the portal as Ines",
    );
    expect(sentence(entry("portal_viewed_as", { person, deal: DEAL })).textContent).toBe(
      "Ada previewed Harbour Wind as Ines",
    );
    expect(
      sentence(entry("portal_viewed_as", { person, deal: DEAL }, { look: "page image", page: 0 }))
        .textContent,
    ).toBe("Ada previewed the documents of Harbour Wind as Ines");
  });
});
