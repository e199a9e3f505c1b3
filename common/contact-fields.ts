/**
 * The contact submission's fields and their bounds, without zod: the form's main chunk
 * imports these (through submission-size.ts) while the schema and zod load only once the
 * visitor starts typing. common/contact-schema.ts builds the schema from them.
 */

/**
 * Upper bounds in characters (Unicode code points): zod, PostgreSQL's char_length and
 * SQLite's length all count the same way, so the layers agree to the character.
 */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "message", "fund_type", "aum"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
