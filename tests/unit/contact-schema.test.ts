import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INQUIRY_TYPES, SIZE_RANGES } from "#common/contact-options.ts";
import { CONTACT_LIMITS, checkSubmission } from "#common/contact-schema.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "We are raising a first close.",
  fund_type: null,
  aum: null,
};

function problemOf(input: unknown) {
  const result = checkSubmission(input);
  if (result.ok) throw new Error(`expected a rejection, got ${JSON.stringify(result.value)}`);
  return result.problem;
}

function accepted(input: unknown) {
  const result = checkSubmission(input);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.problem)}`);
  return result.value;
}

/** An address of exactly `length` characters that the e-mail pattern accepts. */
function emailOfLength(length: number): string {
  const domain = "@example.com";
  return "a".repeat(length - domain.length) + domain;
}

describe("contact submission schema", () => {
  it("accepts a complete submission and returns exactly the five fields", () => {
    expect(accepted({ ...valid, fund_type: "Private Credit", aum: "$5B+" })).toEqual({
      ...valid,
      fund_type: "Private Credit",
      aum: "$5B+",
    });
  });

  it("trims name, e-mail and message before checking them", () => {
    const value = accepted({
      ...valid,
      name: "  Ada \t",
      email: " ada@example.com\n",
      message: "\n Hello \n",
    });
    expect(value).toMatchObject({ name: "Ada", email: "ada@example.com", message: "Hello" });
    // Bounds apply to the trimmed value.
    expect(accepted({ ...valid, name: ` ${"n".repeat(CONTACT_LIMITS.name)} ` }).name).toHaveLength(200);
  });

  it.each([
    ["name", CONTACT_LIMITS.name, "n"],
    ["message", CONTACT_LIMITS.message, "m"],
  ] as const)("bounds %s at %i characters", (field, limit, char) => {
    expect(accepted({ ...valid, [field]: char.repeat(limit) })[field]).toHaveLength(limit);
    expect(problemOf({ ...valid, [field]: char.repeat(limit + 1) })).toMatchObject({
      code: "23514",
      column: field,
    });
  });

  it("bounds the e-mail address at 254 characters", () => {
    expect(accepted({ ...valid, email: emailOfLength(254) }).email).toHaveLength(254);
    expect(problemOf({ ...valid, email: emailOfLength(255) })).toMatchObject({
      code: "23514",
      column: "email",
    });
  });

  it("counts characters (code points) as PostgreSQL's char_length and SQLite's length do", () => {
    expect(accepted({ ...valid, name: "😀".repeat(200) }).name).toHaveLength(400);
    expect(problemOf({ ...valid, name: "😀".repeat(201) }).column).toBe("name");
  });

  it.each(["name", "email", "message"])("refuses an empty or blank %s as a check violation", (field) => {
    expect(problemOf({ ...valid, [field]: "" })).toMatchObject({ code: "23514", column: field });
    expect(problemOf({ ...valid, [field]: " \n\t " })).toMatchObject({ code: "23514", column: field });
  });

  it.each(["name", "email", "message"])("reports a missing or null %s as a NOT NULL violation", (field) => {
    const { [field as keyof typeof valid]: _omitted, ...without } = valid;
    expect(problemOf(without)).toMatchObject({ code: "23502", column: field });
    expect(problemOf({ ...valid, [field]: null })).toMatchObject({ code: "23502", column: field });
  });

  it.each([
    "Line\nbreak",
    "Carriage\rreturn",
    "Tab\there",
    "Null\0byte",
    "Esc\x1b[31m",
    "Next\u0085line",
    "Sep\u2028x",
  ])("keeps the name on one line: refuses %j", (name) => {
    expect(problemOf({ ...valid, name })).toMatchObject({ code: "23514", column: "name" });
  });

  it.each([
    "ada@example.com\r\nBcc: eve@example.com",
    "ada@exa\tmple.com",
    "ada@example.com\0",
    "ada @example.com",
  ])("refuses control characters and spaces inside the e-mail address: %j", (email) => {
    expect(problemOf({ ...valid, email })).toMatchObject({ code: "23514", column: "email" });
  });

  it.each(["ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada@exam ple.com"])(
    "refuses the malformed address %j",
    (email) => {
      expect(problemOf({ ...valid, email })).toMatchObject({ code: "23514", column: "email" });
    },
  );

  it("lets a message span lines and keep tabs, but refuses other control characters", () => {
    const text = "First line\nSecond line\r\nThird\tcolumn";
    expect(accepted({ ...valid, message: text }).message).toBe(text);
    for (const bad of ["bell\x07", "nul\0", "esc\x1b", "del\x7f", "c1\x9b", "vt\x0b", "ff\x0c"]) {
      expect(problemOf({ ...valid, message: `${bad} end` })).toMatchObject({
        code: "23514",
        column: "message",
      });
    }
  });

  it.each(INQUIRY_TYPES)("accepts the inquiry type %s", (fundType) => {
    expect(accepted({ ...valid, fund_type: fundType }).fund_type).toBe(fundType);
  });

  it.each(SIZE_RANGES)("accepts the size range %s", (aum) => {
    expect(accepted({ ...valid, aum }).aum).toBe(aum);
  });

  it.each([
    ["fund_type", "private equity"],
    ["fund_type", ""],
    ["fund_type", "Crypto"],
    ["aum", "$5B"],
    ["aum", " $5B+"],
    ["aum", 5],
  ])("refuses %s = %j, which is not one of the options", (field, value) => {
    expect(problemOf({ ...valid, [field]: value })).toMatchObject({ code: "23514", column: field });
  });

  it("turns an absent choice into null and keeps an explicit null", () => {
    const { fund_type: _f, aum: _a, ...required } = valid;
    expect(accepted(required)).toEqual({ ...required, fund_type: null, aum: null });
    expect(accepted(valid)).toEqual(valid);
  });

  it("refuses unknown keys as unknown columns, before anything else", () => {
    expect(problemOf({ ...valid, phone: "123" })).toMatchObject({ code: "PGRST204", column: "phone" });
    expect(problemOf({ website: "x" })).toMatchObject({ code: "PGRST204", column: "website" });
    expect(problemOf({ ...valid, id: 1 })).toMatchObject({ code: "PGRST204", column: "id" });
    expect(problemOf(JSON.parse(`{"__proto__": {"admin": true}, "name": "x"}`))).toMatchObject({
      code: "PGRST204",
      column: "__proto__",
    });
  });

  it.each([[[valid]], [[]], ["text"], [42], [null], [true]])(
    "refuses a body that is not one object (%j) as a check violation",
    (body) => {
      expect(problemOf(body)).toMatchObject({ code: "23514", column: null });
    },
  );

  it("refuses values of the wrong type", () => {
    expect(problemOf({ ...valid, name: 42 })).toMatchObject({ code: "23514", column: "name" });
    expect(problemOf({ ...valid, message: ["a"] })).toMatchObject({ code: "23514", column: "message" });
  });

  it("never throws, and whatever it accepts is within bounds", () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constant(null),
      fc.integer(),
      fc.constantFrom(...INQUIRY_TYPES),
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        name: field,
        email: fc.oneof(field, fc.emailAddress()),
        message: field,
        fund_type: field,
        aum: field,
      }),
    );
    fc.assert(
      fc.property(body, (input) => {
        const result = checkSubmission(input);
        if (!result.ok) return ["PGRST204", "23502", "23514"].includes(result.problem.code);
        const { name, email, message } = result.value;
        return (
          name.length >= 1 &&
          name.length <= CONTACT_LIMITS.name &&
          email.length <= CONTACT_LIMITS.email &&
          message.length <= CONTACT_LIMITS.message
        );
      }),
    );
  });
});
