import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DealView } from "#app/portal/deal/deal-screen.tsx";
import type { Api } from "#app/ui/api.ts";
import type { PortalDealPage } from "#common/portal-person-api.ts";

afterEach(cleanup);

// A deal page as a person reads it: new updates marked, their organisation's questions
// with who asked, others' published ones without, and the ask form only where allowed.

function page(extra: Partial<PortalDealPage> = {}): PortalDealPage {
  return {
    deal: { id: "d1", name: "Alpine Fund", kind: "fund_raise", status: "marketing" },
    through: [
      { organisationId: "o1", organisationName: "Nordic Pension Fund", role: "principal", delegate: false },
    ],
    previousVisitAt: "2026-11-20T10:00:00Z",
    updates: [
      { id: "u1", title: "First close", publishedAt: "2026-11-23T09:00:00Z", isNew: true },
      { id: "u2", title: "Q3 report", publishedAt: "2026-10-15T09:00:00Z", isNew: false },
    ],
    updatesCursor: null,
    questions: [
      {
        id: "q1",
        body: "When is the second close?",
        askedAt: "2026-11-21T09:00:00Z",
        ownOrganisation: true,
        askedBy: { name: "Ada Lovelace" },
        answerHtml: "<p>In <strong>March</strong>.</p>",
        answeredAt: "2026-11-22T09:00:00Z",
        publishedAt: null,
      },
      {
        id: "q2",
        body: "Is there a co-investment right?",
        askedAt: "2026-11-10T09:00:00Z",
        ownOrganisation: false,
        askedBy: null,
        answerHtml: "<p>Yes.</p>",
        answeredAt: "2026-11-11T09:00:00Z",
        publishedAt: "2026-11-11T10:00:00Z",
      },
      {
        id: "q3",
        body: "Could you share the LPA?",
        askedAt: "2026-11-23T08:00:00Z",
        ownOrganisation: true,
        askedBy: { name: "Ada Lovelace" },
        answerHtml: null,
        answeredAt: null,
        publishedAt: null,
      },
    ],
    questionsCursor: null,
    canAsk: true,
    readOnly: false,
    ...extra,
  };
}

// The data room answers with no document (its own tests are portal-documents.test.tsx).
const noDocuments: Api = async <T,>() => ({ status: 200, body: { deal: [], forYou: [] } as T });

function show(deal: PortalDealPage) {
  const router = createMemoryRouter(
    [
      {
        path: "/portal/deals/:dealId",
        element: <DealView page={deal} api={noDocuments} />,
        action: () => null,
      },
    ],
    { initialEntries: ["/portal/deals/d1"] },
  );
  render(<RouterProvider router={router} />);
}

const item = (text: string) => screen.getByText(text).closest("li") as HTMLElement;

describe("a deal page", () => {
  it("marks the updates posted since the previous visit", async () => {
    show(page());
    expect(await screen.findByRole("heading", { level: 1, name: "Alpine Fund" })).toBeDefined();
    expect(within(item("First close")).getByText("New")).toBeDefined();
    expect(within(item("Q3 report")).queryByText("New")).toBeNull();
    expect(screen.getByRole("link", { name: "First close" }).getAttribute("href")).toBe(
      "/portal/deals/d1/updates/u1",
    );
  });

  it("names the asker only within their organisation, and says where each answer was given", async () => {
    show(page());
    await screen.findByRole("heading", { level: 1, name: "Alpine Fund" });
    const own = item("When is the second close?");
    expect(within(own).getByText("Ada Lovelace")).toBeDefined();
    expect(within(own).getByText("Answered to your organisation only")).toBeDefined();
    expect(within(own).getByText("March").tagName).toBe("STRONG");
    const published = item("Is there a co-investment right?");
    expect(within(published).queryByText(/Asked by/)).toBeNull();
    expect(within(published).getByText("Published to everyone on the deal")).toBeDefined();
    expect(within(item("Could you share the LPA?")).getByText("Awaiting an answer")).toBeDefined();
    expect(screen.getByRole("textbox", { name: "Your question" })).toBeDefined();
  });

  it("offers no ask form to a role that may not ask, nor to staff previewing it", async () => {
    show(page({ canAsk: false }));
    expect(
      await screen.findByText("Your role on this deal reads questions and answers but does not ask them."),
    ).toBeDefined();
    expect(screen.queryByRole("textbox", { name: "Your question" })).toBeNull();
    cleanup();
    show(page({ readOnly: true }));
    expect(
      await screen.findByText("Preview: this is what the person sees. Nothing can be changed here."),
    ).toBeDefined();
    expect(screen.queryByRole("textbox", { name: "Your question" })).toBeNull();
  });
});
