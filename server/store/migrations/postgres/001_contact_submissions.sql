-- Contact inquiries. The application validates every row with common/contact-schema.ts;
-- these constraints are a second line that keeps the table sane if anything else writes.
CREATE TABLE contact_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  email text NOT NULL CHECK (char_length(email) BETWEEN 1 AND 254),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  fund_type text,
  aum text,
  -- SHA-256 of (name, email, message), only for duplicate suppression.
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$')
);

-- Export and retention work by date.
CREATE INDEX contact_submissions_created_at_idx ON contact_submissions (created_at);

-- Duplicate suppression that holds under concurrency, across app instances. The insert
-- skips content seen in the last ten minutes (NOT EXISTS), but two identical requests
-- in flight at once cannot see each other's uncommitted row. These two unique indexes
-- cut time into ten-minute slots on two grids offset by five minutes: two rows less
-- than five minutes apart share a slot on at least one grid, so the second insert
-- waits for the first and then does nothing (ON CONFLICT DO NOTHING). Rows ten minutes
-- or more apart never share a slot, so a later resubmission is stored.
CREATE UNIQUE INDEX contact_submissions_dedupe_a_idx
  ON contact_submissions (content_hash, floor(extract(epoch FROM (created_at AT TIME ZONE 'UTC')) / 600));
CREATE UNIQUE INDEX contact_submissions_dedupe_b_idx
  ON contact_submissions (content_hash, floor((extract(epoch FROM (created_at AT TIME ZONE 'UTC')) + 300) / 600));
