import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { configProblem } from "#tests/support/servers/config-problem.ts";

// The mail settings are checked at start with messages that name the variable.

const MAIL = {
  SMTP_URL: "smtps://user:secret@mail.example.com:465",
  MAIL_FROM: "UCP Website <web@ucp.example>",
  NOTIFY_TO: "inquiries@ucp.example",
};

describe("mail configuration", () => {
  it("accepts smtp:// and smtps:// with a From and one or more recipients", () => {
    const config = loadConfig({ ...MAIL, NOTIFY_TO: "a@ucp.example, Second Partner <b@ucp.example>" });
    expect(config.NOTIFY_TO?.map((mailbox) => mailbox.address)).toEqual(["a@ucp.example", "b@ucp.example"]);
    expect(loadConfig({ ...MAIL, SMTP_URL: "smtp://relay.internal:587" }).SMTP_URL).toBe(
      "smtp://relay.internal:587",
    );
  });

  it.each([
    [{ ...MAIL, SMTP_URL: "https://mail.example.com" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ SMTP_URL: MAIL.SMTP_URL, NOTIFY_TO: MAIL.NOTIFY_TO }, "MAIL_FROM: is required when SMTP_URL is set"],
    [{ SMTP_URL: MAIL.SMTP_URL, MAIL_FROM: MAIL.MAIL_FROM }, "NOTIFY_TO: is required when SMTP_URL is set"],
    [{ ...MAIL, MAIL_FROM: "not an address" }, "MAIL_FROM: must be one e-mail address"],
    [{ ...MAIL, MAIL_FROM: "a@ucp.example, b@ucp.example" }, "MAIL_FROM: must be exactly one address"],
    [{ ...MAIL, NOTIFY_TO: "a@ucp.example, nobody" }, "NOTIFY_TO: must be one or more e-mail addresses"],
    [{ ...MAIL, NOTIFY_TO: "a@ucp.example\r\nBcc: b@evil.example" }, "NOTIFY_TO: must be one or more"],
    [
      { ...MAIL, NOTIFY_RETRY_MIN_MS: "5000", NOTIFY_RETRY_MAX_MS: "1000" },
      "NOTIFY_RETRY_MIN_MS: must not exceed",
    ],
  ])("refuses %j naming the variable", (env, message) => {
    expect(configProblem(env)).toContain(message);
  });

  it("treats empty mail variables as unset", () => {
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "", NOTIFY_TO: "" }).SMTP_URL).toBeUndefined();
  });
});
