import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactIsland } from "#app/site/contact/contact-island.tsx";

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the contact form's island", () => {
  // The page carries the island as rendered at build time; the browser hydrates
  // it from the same component. Development React reports any difference.
  it("hydrates what the build rendered without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactIsland />);
    document.body.append(container);
    const before = container.innerHTML;
    const reported: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => reported.push(args));
    const root = await act(async () =>
      hydrateRoot(container, <ContactIsland />, { onRecoverableError: (error) => reported.push(error) }),
    );
    expect(reported).toEqual([]);
    expect(container.innerHTML).toBe(before);
    act(() => root.unmount());
  });

  it("would report a difference, so the check above can fail", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ContactIsland />).replace("Send Us a Message", "Something else");
    document.body.append(container);
    const reported: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => reported.push(args));
    const root = await act(async () =>
      hydrateRoot(container, <ContactIsland />, { onRecoverableError: (error) => reported.push(error) }),
    );
    expect(reported.length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});
