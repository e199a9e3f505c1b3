import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";

async function freshSettings() {
  vi.resetModules();
  const { settings } = await import("#app/site/content/settings.ts");
  return settings;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("firm settings", () => {
  it("ships defaults that are visibly placeholders", async () => {
    const settings = await freshSettings();
    expect(settings.firmName).toBe("UCP");
    expect(settings.contactEmail).toMatch(/@example\.com$/);
    expect(settings.linkedinUrl).toMatch(/example/);
    for (const leader of settings.leaders) {
      expect(leader.name).toMatch(/name to be announced/);
      expect(leader.linkedin).toMatch(/example/);
    }
    expect(settings.inquiryRetention).toBe("24 months");
  });

  it("defaults to a local site URL, the same-origin data API and the shared anon key", async () => {
    vi.stubEnv("PUBLIC_SITE_URL", "");
    vi.stubEnv("PUBLIC_DATA_API_URL", undefined);
    vi.stubEnv("PUBLIC_ANON_KEY", "");
    const settings = await freshSettings();
    expect(settings.siteUrl).toBe("http://localhost:3000");
    expect(settings.dataApi).toEqual({ url: "", anonKey: DEFAULT_ANON_KEY });
  });

  it("reads the PUBLIC_* build variables, without trailing slashes on URLs", async () => {
    vi.stubEnv("PUBLIC_SITE_URL", "https://ucp.example/");
    vi.stubEnv("PUBLIC_DATA_API_URL", "https://project.supabase.example/");
    vi.stubEnv("PUBLIC_ANON_KEY", "public-anon-key");
    const settings = await freshSettings();
    expect(settings.siteUrl).toBe("https://ucp.example");
    expect(settings.dataApi).toEqual({ url: "https://project.supabase.example", anonKey: "public-anon-key" });
  });
});
