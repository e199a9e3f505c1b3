import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, MAX_MINOR, minorDigits, parseMoney } from "#server/reporting/engine/money.ts";

// Amounts as staff type them and investors read them: exact, in the currency's own decimals.

describe("currencies", () => {
  it("knows each currency's minor unit as ISO 4217 defines it", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    // CLDR shows these without decimals; ISO keeps fils and dinars.
    expect(minorDigits("IQD")).toBe(3);
    expect(minorDigits("RSD")).toBe(2);
  });

  it("refuses a code that is not a currency", () => {
    for (const code of ["XYZ", "usd", "US", ""]) {
      expect(() => minorDigits(code)).toThrow(expect.objectContaining({ code: "unknown_currency" }));
    }
  });
});

describe("parsing and formatting", () => {
  it("reads decimal strings into minor units and writes them back", () => {
    expect(parseMoney("1234.5", "USD")).toBe(123450n);
    expect(parseMoney("-3", "USD")).toBe(-300n);
    expect(parseMoney("0.07", "EUR")).toBe(7n);
    expect(parseMoney("1200", "JPY")).toBe(1200n);
    expect(parseMoney("1.230", "USD")).toBe(123n);
    expect(formatMoney(123450n, "USD")).toBe("1234.50");
    expect(formatMoney(-300n, "USD")).toBe("-3.00");
    expect(formatMoney(-7n, "USD")).toBe("-0.07");
    expect(formatMoney(1200n, "JPY")).toBe("1200");
    expect(formatMoney(1n, "KWD")).toBe("0.001");
  });

  it("refuses what is not an exact amount in the currency", () => {
    const refused = (text: string, currency: string) => {
      try {
        parseMoney(text, currency);
        return "accepted";
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    for (const text of ["", "1,000.00", "1e3", " 5", "5.", ".5", "+5", "--5", "NaN", "Infinity", "0x10"]) {
      expect(refused(text, "USD"), text).toBe("bad_amount");
    }
    expect(refused("1.235", "USD")).toBe("too_many_decimals");
    expect(refused("5.5", "JPY")).toBe("too_many_decimals");
    expect(refused("99999999999999999999", "USD")).toBe("out_of_range");
    expect(refused(formatMoney(MAX_MINOR, "USD"), "USD")).toBe("accepted");
  });

  it("round-trips every amount in every kind of currency", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR }),
        fc.constantFrom("USD", "JPY", "KWD", "CLF"),
        (minor, currency) => {
          const text = formatMoney(minor, currency);
          expect(text).toMatch(/^-?\d+(\.\d+)?$/);
          expect(parseMoney(text, currency)).toBe(minor);
        },
      ),
    );
  });
});
