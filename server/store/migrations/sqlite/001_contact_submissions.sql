-- Contact inquiries. The application validates every row with common/contact-schema.ts;
-- these constraints are a second line that keeps the file sane if anything else writes.
CREATE TABLE contact_submissions (
  -- AUTOINCREMENT: the id of an erased inquiry is never handed out again.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- UTC, ISO 8601 with milliseconds (new Date().toISOString()): sorts as text.
  created_at TEXT NOT NULL
    CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 1 AND 254),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  fund_type TEXT,
  aum TEXT,
  -- SHA-256 of (name, email, message), only for duplicate suppression.
  content_hash TEXT NOT NULL CHECK (length(content_hash) = 64)
) STRICT;

-- "Same content within ten minutes?" is one index range scan.
CREATE INDEX contact_submissions_dedupe_idx ON contact_submissions (content_hash, created_at);
-- Export and retention work by date.
CREATE INDEX contact_submissions_created_at_idx ON contact_submissions (created_at);
