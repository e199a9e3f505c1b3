import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HomeView } from "#app/portal/home/home-screen.tsx";
import type { PortalHome, PortalHomeDeal } from "#common/portal-person-api.ts";

afterEach(cleanup);

// The portal's home as a person reads it: their deals, grouped by organisation only when
// they have several, each with what is new since their last visit.

const me = { id: "p1", name: "Ada", email: "ada@example.com" };
function deal(name: string, extra: Partial<PortalHomeDeal> = {}): PortalHomeDeal {
  return {
    id: name.toLowerCase().replace(/\W+/g, "-"),
    name,
    kind: "fund_raise",
    status: "marketing",
    termsPending: false,
    newUpdates: 0,
    newAnswers: 0,
    newDocuments: 0,
    lastVisitAt: "2026-11-01T10:00:00Z",
    ...extra,
  };
}
const organisation = (id: string, name: string, deals: PortalHomeDeal[], delegate = false) => ({
  id,
  name,
  kind: "pension_fund" as const,
  role: "finance" as const,
  delegate,
  deals,
});

function show(home: PortalHome) {
  const router = createMemoryRouter([{ path: "/portal/", element: <HomeView home={home} /> }], {
    initialEntries: ["/portal/"],
  });
  render(<RouterProvider router={router} />);
}

describe("the portal's home", () => {
  it("lists one organisation's deals without naming it, each with what is new", async () => {
    show({
      me,
      accessEnded: false,
      organisations: [
        organisation("o1", "Nordic Pension Fund", [
          deal("Alpine Fund", { newUpdates: 3, newAnswers: 1, newDocuments: 2 }),
          deal("Harbour Project", { newUpdates: 10, newAnswers: 9 }),
          deal("Solar Iberia", { termsPending: true, lastVisitAt: null }),
          deal("Quiet Deal"),
        ]),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your deals" })).toBeDefined();
    expect(screen.queryByRole("heading", { name: /Nordic Pension Fund/ })).toBeNull();
    const card = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;
    expect(within(card("Alpine Fund")).getByText("3 new updates")).toBeDefined();
    expect(within(card("Alpine Fund")).getByText("1 new answer")).toBeDefined();
    expect(within(card("Alpine Fund")).getByText("2 new documents")).toBeDefined();
    expect(within(card("Harbour Project")).getByText("9+ new updates")).toBeDefined();
    expect(within(card("Harbour Project")).getByText("9 new answers")).toBeDefined();
    expect(within(card("Solar Iberia")).getByText("Terms to accept")).toBeDefined();
    expect(within(card("Quiet Deal")).getByText("Nothing new since your last visit")).toBeDefined();
    expect(screen.getByRole("link", { name: "Alpine Fund" }).getAttribute("href")).toBe(
      "/portal/deals/alpine-fund",
    );
  });

  it("groups the deals under each organisation when the person has several", async () => {
    show({
      me,
      accessEnded: false,
      organisations: [
        organisation("o1", "Nordic Pension Fund", [deal("Alpine Fund")]),
        organisation("o2", "Lovelace Family Office", [deal("Harbour Project")], true),
      ],
    });
    const groups = await screen.findAllByRole("heading", { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      "Nordic Pension Fund Finance",
      "Lovelace Family Office Finance, read only",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Alpine Fund",
      "Harbour Project",
    ]);
  });

  it("says so when no deal is open to the person", async () => {
    show({ me, accessEnded: false, organisations: [organisation("o1", "Nordic Pension Fund", [])] });
    expect(
      await screen.findByText("No deal is open to you yet. The firm will e-mail you when one is."),
    ).toBeDefined();
  });

  it("says that access ended, not that nothing was opened yet, once the firm ended it", async () => {
    show({ me, accessEnded: true, organisations: [organisation("o1", "Nordic Pension Fund", [])] });
    expect(await screen.findByText(/your access has ended/)).toBeDefined();
    expect(screen.queryByText(/No deal is open to you yet/)).toBeNull();
  });
});
