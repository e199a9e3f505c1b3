// Every route of the inbox API, for tests that must cover them all (the guard, headers).
export const INBOX_API_ROUTES: { method: "GET" | "POST" | "PUT"; path: string; body?: unknown }[] = [
  { method: "GET", path: "/inbox/api/inquiries" },
  { method: "GET", path: "/inbox/api/inquiries?status=new&q=ada" },
  { method: "GET", path: "/inbox/api/counts" },
  { method: "GET", path: "/inbox/api/inquiries/1" },
  { method: "POST", path: "/inbox/api/inquiries/1/notes", body: { body: "A note" } },
  { method: "PUT", path: "/inbox/api/inquiries/1/status", body: { status: "spam" } },
  { method: "GET", path: "/inbox/api/export?format=csv" },
  {
    method: "POST",
    path: "/inbox/api/erasures",
    body: { email: "ada@example.com", confirmation: "ada@example.com" },
  },
  { method: "GET", path: "/inbox/api/audit" },
  { method: "GET", path: "/inbox/api/events" },
];
