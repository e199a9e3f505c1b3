import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#server/portal/markdown.ts";

// What investors read of staff's Markdown: the words, never markup they were not meant to see.
describe("portal Markdown", () => {
  it("drops raw HTML instead of showing its tags as text", () => {
    const html = renderMarkdown(
      [
        "Before",
        "<script>alert('x')</script>",
        '<div onclick="x()">block</div>',
        'Inline <b>bold</b> and <img src=x onerror="alert(3)"> end.',
        "<!-- a note -->",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/&lt;|<script|<div|<b>|<img|onerror|onclick|<!--/);
    expect(html).toContain("<p>Before</p>");
    expect(html).toContain("<p>Inline bold and  end.</p>");
  });

  it("shows an image to another host as its description, with no stray '!' and no link", () => {
    const html = renderMarkdown("See ![the chart](https://evil.example/pixel.png) here.");
    expect(html).toBe("<p>See the chart here.</p>\n");
    expect(renderMarkdown("![<b>x</b> & co](https://evil.example/p.png)")).toBe("<p>x &amp; co</p>\n");
  });

  it("moves headings one level down, so the screen's own heading stays the only h1", () => {
    const html = renderMarkdown("# Letter\n\n## Section\n\n###### Deepest");
    expect(html).toBe("<h2>Letter</h2>\n<h3>Section</h3>\n<h6>Deepest</h6>\n");
  });

  it("keeps web and mail links, refuses others, and gives linked pages no handle on the portal", () => {
    const html = renderMarkdown(
      "[a](https://ucp.example) [b](javascript:alert(1)) [c](mailto:ir@ucp.example)",
    );
    expect(html).toContain('<a href="https://ucp.example" rel="noopener noreferrer nofollow">a</a>');
    expect(html).toContain('<a href="mailto:ir@ucp.example" rel="noopener noreferrer nofollow">c</a>');
    expect(html).not.toMatch(/href="(?!https:|mailto:)/);
  });
});
