import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeaderCard } from "#app/site/components/sections/leader-card.tsx";
import type { Leader } from "#app/site/content/types.ts";

afterEach(cleanup);

const leader: Leader = {
  name: "Jane Example",
  title: "Founding Partner",
  bio: "Advises sponsors on structuring.",
  linkedin: "https://www.linkedin.com/in/jane-example",
  imageName: "",
  imagePlaceholder: "JE",
};

describe("leader card", () => {
  it("shows name, title, bio and a LinkedIn link naming the partner", () => {
    render(<LeaderCard leader={leader} linkedinLabel="LinkedIn profile" />);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Jane Example");
    expect(screen.getByText("Founding Partner")).toBeTruthy();
    expect(screen.getByText("Advises sponsors on structuring.")).toBeTruthy();
    const link = screen.getByRole("link", { name: "LinkedIn profile: Jane Example" });
    expect(link.getAttribute("href")).toBe(leader.linkedin);
  });

  it("falls back to a monogram of the placeholder text when there is no portrait", () => {
    render(<LeaderCard leader={leader} linkedinLabel="LinkedIn profile" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("leader-monogram").textContent).toBe("JE");
  });

  it("shows the portrait, sized and described, once an image name is set", () => {
    render(<LeaderCard leader={{ ...leader, imageName: "jane.jpg" }} linkedinLabel="LinkedIn profile" />);
    const img = screen.getByRole("img", { name: "Portrait of Jane Example" });
    expect(img.getAttribute("src")).toBe("/images/jane.jpg");
    expect(img.getAttribute("width")).toBe("96");
    expect(img.getAttribute("height")).toBe("96");
    expect(screen.queryByTestId("leader-monogram")).toBeNull();
  });
});
