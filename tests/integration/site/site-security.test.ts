import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanServedPaths } from "#server/site/served-paths.ts";
import { ensureBuild, rawRequest, SITE_DIR, startSite } from "#tests/support/servers/built-site.ts";
import type { TestServer } from "#tests/support/servers/test-server.ts";

let site: TestServer;
let htmlPaths: string[] = [];

beforeAll(async () => {
  ensureBuild();
  const files = scanServedPaths(SITE_DIR);
  // Every HTML the server can answer with: each page, and the 404 page at an unknown path.
  htmlPaths = [...files.pages, "/this-page-does-not-exist"];
  site = await startSite();
});
afterAll(() => site?.close());

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** `script-src 'self' 'sha256-…'` -> Map("script-src" -> ["'self'", "'sha256-…'"]). */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

/** Inline scripts, style elements and style attributes, found by a real HTML parser. */
function inlineCode(html: string) {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true } });
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const dataBlock = (type: string | null) => type === "application/ld+json" || type === "application/json";
  const result = {
    scripts: [...document.querySelectorAll("script")]
      .filter((script) => !script.hasAttribute("src") && !dataBlock(script.getAttribute("type")))
      .map((script) => script.textContent ?? ""),
    styles: [...document.querySelectorAll("style")].map((style) => style.textContent ?? ""),
    styleAttributes: [...document.querySelectorAll("[style]")].map(
      (element) => element.getAttribute("style") ?? "",
    ),
  };
  void window.happyDOM.close();
  return result;
}

describe("Content-Security-Policy", () => {
  it("allows no inline or eval'd script except by hash, and locks down the rest", async () => {
    const response = await fetch(`${site.base}/`);
    const csp = directives(response.headers.get("content-security-policy") ?? "");
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "blob:", "http:", "https:"]) {
      expect(scriptSrc).not.toContain(unsafe);
    }
    expect(csp.get("style-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")?.[0]).toBe("'self'");
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows, by hash, every inline script and style of every served HTML page", async () => {
    let checked = 0;
    for (const path of htmlPaths) {
      const response = await fetch(site.base + path);
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      const csp = directives(response.headers.get("content-security-policy") ?? "");
      const { scripts, styles, styleAttributes } = inlineCode(await response.text());
      expect(scripts.length, `${path} has React Router's inline scripts`).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(csp.get("script-src"), `${path}: ${script.slice(0, 80)}`).toContain(sha256(script));
        checked++;
      }
      for (const style of [...styles, ...styleAttributes]) {
        expect(csp.get("style-src"), `${path}: style ${style}`).toContain(sha256(style));
      }
      if (styleAttributes.length > 0) expect(csp.get("style-src")).toContain("'unsafe-hashes'");
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("loads the CSS's fonts and images from this origin only, never as data: fonts", () => {
    // Stylesheets are inlined into the pages (decision 0009); CSS files count too.
    const served = [...scanServedPaths(SITE_DIR).entries.values()].flatMap((entry) =>
      entry.kind === "file" && /\.(css|html)$/.test(entry.file) ? [entry.file] : [],
    );
    const css = served
      .map((file) => readFileSync(join(SITE_DIR, file), "utf8"))
      .flatMap((text) =>
        [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
          .map((match) => match[1])
          .concat(text.startsWith("<") ? [] : [text]),
      )
      .join("\n");
    expect(css).toMatch(/@font-face/);
    expect(css.length).toBeGreaterThan(0);
    // font-src is 'self' only: a font Vite inlined as a data: URL would be blocked.
    expect(css).not.toMatch(/url\(\s*["']?data:(font|application\/(x-)?font)/);
    expect(css).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
  });
});

describe("security headers", () => {
  const expected = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
  };

  it.each([
    ["a page", "/", 200],
    ["an asset", "ASSET", 200],
    ["a redirect", "/index.html", 301],
    ["the 404 page", "/nope", 404],
    ["a missing asset", "/assets/nope.js", 404],
    ["a refused method", "/", 405],
    ["the health check", "/healthz", 200],
  ])("are on %s", async (_label, path, status) => {
    const asset = [...scanServedPaths(SITE_DIR).entries.keys()].find(
      (key) => key.startsWith("/assets/") && key.endsWith(".js"),
    );
    const target = path === "ASSET" ? (asset ?? "") : path;
    const response = await rawRequest(site.port, target, {}, status === 405 ? "POST" : "GET");
    expect(response.status).toBe(status);
    expect(response.headers).toMatchObject(expected);
    if (path === "ASSET") {
      // A script is never a document: the document policies stay off it (security-hook.ts).
      expect(target).toMatch(/\.js$/);
      expect(response.headers["content-security-policy"]).toBeUndefined();
      expect(response.headers["permissions-policy"]).toBeUndefined();
    } else {
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    }
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("keeps the document policies on an SVG, which a browser can open as a document", async () => {
    const svg = [...scanServedPaths(SITE_DIR).entries.keys()].find((key) => key.endsWith(".svg"));
    expect(svg).toBeDefined();
    const response = await rawRequest(site.port, svg ?? "");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("deny the browser features the site does not use", async () => {
    const policy = (await fetch(`${site.base}/`)).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
      expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("is never sent over plain HTTP, even when a client claims HTTPS without a trusted proxy", async () => {
    const plain = await rawRequest(site.port, "/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const spoofed = await rawRequest(site.port, "/", { "x-forwarded-proto": "https" });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    expect(spoofed.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("is sent when a trusted proxy says the request came over HTTPS", async () => {
    const proxied = await startSite({ TRUST_PROXY: "true" });
    try {
      const https = await rawRequest(proxied.port, "/", { "x-forwarded-proto": "https" });
      expect(https.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
      const missing = await rawRequest(proxied.port, "/nope", { "x-forwarded-proto": "https" });
      expect(missing.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      const http = await rawRequest(proxied.port, "/", { "x-forwarded-proto": "http" });
      expect(http.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
