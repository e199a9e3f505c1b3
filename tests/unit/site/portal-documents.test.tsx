import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Api } from "#app/ui/api.ts";
import { DocumentsSection } from "#app/ui/documents/documents-section.tsx";
import type { PersonDocumentList, PersonDocumentSummary } from "#common/portal-documents-api.ts";

afterEach(cleanup);

// The deal page's documents as a person reads them: the deal's by folder, the statements
// addressed to their organisation apart, what was published since the previous visit marked
// new, and a file the viewer cannot show linked to its download only where it is allowed.

function document(extra: Partial<PersonDocumentSummary> & Pick<PersonDocumentSummary, "id" | "title">) {
  return {
    folder: "",
    type: "quarterly_report" as const,
    publishedAt: "2026-11-22T09:00:00Z",
    isNew: false,
    viewable: true,
    downloadAllowed: false,
    mediaType: "application/pdf",
    size: 120_000,
    ...extra,
  };
}

const LIST: PersonDocumentList = {
  deal: [
    document({ id: "d1", title: "Q3 report", folder: "Reports" }),
    document({ id: "d2", title: "Fund terms", folder: "Legal", publishedAt: "2026-11-01T09:00:00Z" }),
    document({ id: "d3", title: "Cash flows", folder: "Reports", viewable: false, downloadAllowed: true }),
    document({ id: "d4", title: "Model", viewable: false, downloadAllowed: false }),
  ],
  forYou: [document({ id: "s1", title: "Capital account statement", type: "capital_account_statement" })],
};

function show(
  previousVisitAt: string | null,
  answer: { status: number; body: unknown } = { status: 200, body: LIST },
) {
  const api: Api = async <T,>() => answer as { status: number; body: T };
  const links = {
    view: (id: string) => `/portal/view/${id}`,
    download: (id: string) => `/portal/api/get/${id}`,
  };
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <DocumentsSection
            api={api}
            path="/deals/x/documents"
            links={links}
            previousVisitAt={previousVisitAt}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("the deal's documents", () => {
  it("groups the deal's documents by folder and keeps the organisation's own apart", async () => {
    show("2026-11-10T00:00:00Z");
    const reports = (await screen.findByRole("heading", { name: "Reports" })).parentElement as HTMLElement;
    expect(within(reports).getByRole("link", { name: "Q3 report" }).getAttribute("href")).toBe(
      "/portal/view/d1",
    );
    const legal = screen.getByRole("heading", { name: "Legal" }).parentElement as HTMLElement;
    expect(within(legal).getByText("Fund terms")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "General" })).toBeTruthy();
    const own = screen.getByRole("region", { name: "For your organisation only" });
    expect(within(own).getByRole("link", { name: "Capital account statement" })).toBeTruthy();
    expect(within(own).queryByText("Q3 report")).toBeNull();
  });

  it("marks as new what was published after the previous visit, and everything on a first visit", async () => {
    show("2026-11-10T00:00:00Z");
    const row = async (title: string) => (await screen.findByText(title)).closest("li") as HTMLElement;
    expect(within(await row("Q3 report")).queryByText("New")).toBeTruthy();
    expect(within(await row("Fund terms")).queryByText("New")).toBeNull();
    cleanup();
    show(null);
    expect(within(await row("Fund terms")).queryByText("New")).toBeTruthy();
  });

  it("links a download-only file to its download where allowed, and to nothing where not", async () => {
    show(null);
    const cashFlows = await screen.findByRole("link", { name: "Cash flows" });
    expect(cashFlows.getAttribute("href")).toBe("/portal/api/get/d3");
    expect(cashFlows.hasAttribute("download")).toBe(true);
    expect(screen.getByText("Model").closest("a")).toBeNull();
    expect((screen.getByText("Model").closest("li") as HTMLElement).textContent).toContain("Download only");
  });

  it("says so when the list cannot be loaded", async () => {
    show(null, { status: 0, body: {} });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The documents could not be loaded. Reload the page to try again.",
    );
  });
});
