// The credentials a stranger might try: none, wrong keys, and JWTs of the kind a
// Supabase gateway would honour (service_role, expired, unsigned), all forged here.
import { createHmac, randomBytes } from "node:crypto";
import { DEFAULT_ANON_KEY } from "#common/defaults.ts";

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function jwt(payload: Record<string, unknown>, alg: "HS256" | "none"): string {
  const head = `${base64url({ alg, typ: "JWT" })}.${base64url(payload)}`;
  if (alg === "none") return `${head}.`;
  // Signed with a secret nobody else knows: the server cannot, and must not, verify it.
  return `${head}.${createHmac("sha256", randomBytes(32)).update(head).digest("base64url")}`;
}

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
export const FORGED = {
  serviceRole: jwt({ role: "service_role", iss: "supabase", exp: inAnHour }, "HS256"),
  expired: jwt({ role: "anon", iss: "supabase", exp: 1 }, "HS256"),
  unsigned: jwt({ role: "service_role", iss: "supabase", exp: inAnHour }, "none"),
};

/** Name, headers: every way in that must be refused, and the anon key itself. */
export const CREDENTIALS: [string, Record<string, string>][] = [
  ["no key", {}],
  ["wrong apikey", { apikey: "not-the-anon-key" }],
  [
    "anon key in Basic auth",
    { authorization: `Basic ${Buffer.from(`anon:${DEFAULT_ANON_KEY}`).toString("base64")}` },
  ],
  ["forged service_role JWT", { authorization: `Bearer ${FORGED.serviceRole}` }],
  [
    "anon key + forged service_role JWT",
    { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${FORGED.serviceRole}` },
  ],
  ["expired JWT", { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${FORGED.expired}` }],
  ["unsigned (alg none) JWT", { authorization: `Bearer ${FORGED.unsigned}` }],
  ["forged JWT as apikey", { apikey: FORGED.serviceRole }],
  ["anon key", { apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${DEFAULT_ANON_KEY}` }],
];
