// Sign-in bodies no browser sends: e-mails far past any real address, values of the
// wrong type, JSON nested deeper than a parser's stack, bodies past the size limit.

/** Deep enough to overflow a recursive parser; small enough to stay under the body limit. */
const DEPTH = 20_000;

/** `n` makes the e-mails differ from call to call: a server keying rows by them adds a row each time. */
export function hostileSignInBodies(n: number): { label: string; body: string }[] {
  const huge = (size: number) => `${n}${"a".repeat(size)}@example.com`;
  const json = (value: unknown) => JSON.stringify(value);
  return [
    { label: "60,000-character e-mail", body: json({ email: huge(60_000), password: "x".repeat(12) }) },
    { label: "e-mail past the body limit", body: json({ email: huge(200_000), password: "x".repeat(12) }) },
    { label: "e-mail a number", body: json({ email: 12345, password: "x".repeat(12) }) },
    { label: "e-mail an array", body: json({ email: ["a@example.com"], password: "x".repeat(12) }) },
    { label: "e-mail an object", body: json({ email: { $ne: "" }, password: "x".repeat(12) }) },
    { label: "e-mail null", body: json({ email: null, password: null }) },
    { label: "password an object", body: json({ email: "a@example.com", password: { length: 12 } }) },
    {
      label: "password 60,000 characters",
      body: json({ email: "a@example.com", password: "p".repeat(60_000) }),
    },
    { label: "deep array", body: `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}` },
    { label: "deep object", body: `${'{"email":'.repeat(DEPTH)}"a@example.com"${"}".repeat(DEPTH)}` },
    {
      label: "prototype keys",
      body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}},"email":"a@example.com","password":"xxxxxxxxxxxx"}',
    },
    { label: "not JSON", body: "email=a@example.com&password=x" },
    { label: "top-level string", body: json("a@example.com") },
  ];
}
