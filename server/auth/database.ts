/**
 * The sign-ins' tables (staff and portal), reached through the one SQL interface
 * (`all`, `transaction` with `?` placeholders on both databases) and the raw driver that
 * the authentication library needs. Opened by server/store/connections.ts, with every
 * other connection of the process.
 */
export type { AuthDatabase } from "#server/store/connections.ts";
