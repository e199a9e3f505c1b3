// The catalogue of every error body the API may send, written from the documented
// contract (PostgREST's codes and wording). An answer passes only if it is JSON with
// exactly {code, details, hint, message} and each field matches its code's template:
// nothing else (a stack, a SQL error, a file path) can get through a template.

interface Template {
  status: number;
  message: RegExp;
  details: RegExp | null;
  hint: RegExp | null;
}

/** A value echoed from the request: at most 100 characters, then an ellipsis. */
const ECHO = String.raw`[\s\S]{0,100}…?`;
const COLUMN = "(name|email|message|fund_type|aum)";
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Reasons the schema gives for a refused row; none of them repeats the submitted value. */
const CHECK_DETAILS = new RegExp(
  `^(${[
    "Please enter your name\\.",
    "Please enter your e-mail address\\.",
    "Please enter a message\\.",
    "Please shorten your (name|message) to \\d+ characters or fewer\\.",
    "An e-mail address has at most \\d+ characters\\.",
    "Your name must fit on one line\\.",
    "Please enter a valid e-mail address, such as name@example\\.com\\.",
    "Your message contains characters we cannot accept\\.",
    "Please choose an inquiry type from the list\\.",
    "Please choose a size range from the list\\.",
    "The body must be one JSON object describing one submission\\.",
    "The submission is not valid\\.",
    // zod's own wording for a value of the wrong JSON type.
    "Invalid input: expected [a-z]+, received [a-z]+",
  ].join("|")})$`,
);

export const ERROR_CATALOGUE: Record<string, Template> = {
  PGRST302: {
    status: 401,
    message: exact("No API key found in request"),
    details: null,
    hint: exact("Send the anon key in the apikey header."),
  },
  PGRST301: {
    status: 401,
    message: exact("Invalid API key"),
    details: /^The (apikey|Authorization) header does not hold the anon key\.$/,
    hint: null,
  },
  "42501": {
    status: 401,
    message: exact("permission denied for table contact_submissions"),
    details: null,
    hint: null,
  },
  PGRST107: {
    status: 415,
    message: new RegExp(`^Content-Type not acceptable: ${ECHO}$`),
    details: null,
    hint: null,
  },
  PGRST106: {
    status: 406,
    message: new RegExp(`^Invalid schema: ${ECHO}$`),
    details: null,
    hint: exact("Only the following schemas are exposed: public"),
  },
  PGRST102: {
    status: 400,
    message: /^(Empty or invalid json|Invalid request body)$/,
    details: null,
    hint: null,
  },
  "413": {
    status: 413,
    message: exact("Payload too large"),
    details: /^The request body exceeds \d+ bytes\.$/,
    hint: null,
  },
  PGRST204: {
    status: 400,
    message: new RegExp(`^Could not find the '${ECHO}' column of 'contact_submissions' in the schema cache$`),
    details: null,
    hint: null,
  },
  "23502": {
    status: 400,
    message:
      /^null value in column "(name|email|message)" of relation "contact_submissions" violates not-null constraint$/,
    details: /^The (name|email|message) is required\.$/,
    hint: null,
  },
  "23514": {
    status: 400,
    message: new RegExp(
      `^new row for relation "contact_submissions" violates check constraint "contact_submissions_(${COLUMN}_)?check"$`,
    ),
    details: CHECK_DETAILS,
    hint: null,
  },
  PGRST117: { status: 405, message: /^Unsupported HTTP method: [A-Z-]+$/, details: null, hint: null },
  PGRST205: {
    status: 404,
    message: new RegExp(`^Could not find the table 'public\\.${ECHO}' in the schema cache$`),
    details: null,
    hint: null,
  },
  PGRST126: { status: 404, message: exact("Root endpoint metadata is disabled"), details: null, hint: null },
  PGRST125: {
    status: 404,
    message: exact("Invalid path specified in request URL"),
    details: null,
    hint: null,
  },
  "429": {
    status: 429,
    message: exact("Too many requests"),
    details: null,
    hint: /^Try again in \d+ seconds\.$/,
  },
  "403": { status: 403, message: exact("Origin not allowed"), details: null, hint: null },
  PGRST000: {
    status: 503,
    message: exact("Database connection error"),
    details: null,
    hint: exact("Please try again later."),
  },
};

export interface ApiErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

/**
 * Checks an API error answer against the catalogue. Returns the parsed body, or a
 * sentence saying what is wrong with it.
 */
export function checkErrorShape(
  status: number,
  contentType: string | undefined,
  text: string,
): { ok: true; body: ApiErrorBody } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem: `${problem}: ${text.slice(0, 300)}` });
  if (!contentType?.startsWith("application/json")) return fail(`content-type ${contentType ?? "none"}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail("body is not JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fail("body is not an object");
  const record = body as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(",");
  if (keys !== "code,details,hint,message") return fail(`keys ${keys}`);
  const { code, details, hint, message } = record;
  if (typeof code !== "string" || typeof message !== "string") return fail("code or message not a string");
  if (details !== null && typeof details !== "string") return fail("details neither null nor text");
  if (hint !== null && typeof hint !== "string") return fail("hint neither null nor text");
  const template = ERROR_CATALOGUE[code];
  if (!template) return fail(`unknown code ${code}`);
  if (template.status !== status) return fail(`code ${code} with status ${status}`);
  if (!template.message.test(message)) return fail(`message of ${code} off template`);
  if (!matches(template.details, details)) return fail(`details of ${code} off template`);
  if (!matches(template.hint, hint)) return fail(`hint of ${code} off template`);
  return { ok: true, body: { code, details, hint, message } };
}

function matches(pattern: RegExp | null, value: string | null): boolean {
  return pattern === null ? value === null : value !== null && pattern.test(value);
}
