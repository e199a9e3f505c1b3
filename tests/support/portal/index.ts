// The portal for tests, from one entry point: people enrolled and signed in as staff make
// them (people.ts), a portal with content and mail on one database (content.ts), the data
// room's uploads and stored bytes (documents.ts), and the access matrix's callers and rows.
export * from "./content.ts";
export * from "./documents.ts";
export * from "./matrix-callers.ts";
export * from "./matrix-rows.ts";
export * from "./people.ts";
