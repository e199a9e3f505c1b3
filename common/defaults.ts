/**
 * The anon key used when none is configured, shared by the site build and the
 * bundled server so that `npm start` works with no configuration. Like a
 * Supabase anon key it is public by design: it only permits inserting an
 * inquiry, never reading one.
 */
export const DEFAULT_ANON_KEY = "ucp-local-anon-key";
