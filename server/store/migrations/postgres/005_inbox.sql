-- The staff inbox: a status per inquiry, its history, internal notes, a search index,
-- the per-status counts the status tabs show, and a notification for live inboxes.

-- Every inquiry starts as new; only a staff member's action changes it. A constant
-- default does not rewrite the table.
ALTER TABLE contact_submissions ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'open', 'replied', 'archived', 'spam'));

-- Search over name, e-mail and message: words of the 'simple' configuration (no
-- language stemming: names and addresses are not English), the address split at @ and
-- dots so "example" finds ada@example.com. Prefix queries ('ada:*') use the GIN index.
ALTER TABLE contact_submissions ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, name || ' ' || translate(email, '@.', '  ') || ' ' || message)
  ) STORED;
CREATE INDEX contact_submissions_search_idx ON contact_submissions USING gin (search_vector);

-- The list is newest first, 50 to a page, keyset-paged on (created_at, id): each page is
-- an index seek (scanned backwards), however deep.
CREATE INDEX contact_submissions_created_id_idx ON contact_submissions (created_at, id);
CREATE INDEX contact_submissions_status_created_idx ON contact_submissions (status, created_at, id);
-- Erasure finds a visitor's inquiries by address in any letter case.
CREATE INDEX contact_submissions_email_idx ON contact_submissions (lower(email));

-- The history of each inquiry: status changes (from, to) and internal notes (a body),
-- each with who and when; one table, so one id orders them. Staff are kept by id and by
-- the address they had then, so the history still reads after an account is gone.
CREATE TABLE inquiry_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id bigint NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_email text,
  kind text NOT NULL CHECK (kind IN ('status', 'note')),
  from_status text,
  to_status text,
  body text CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 5000),
  CHECK ((kind = 'status') = (to_status IS NOT NULL AND from_status IS NOT NULL)),
  CHECK ((kind = 'note') = (body IS NOT NULL))
);
CREATE INDEX inquiry_history_submission_idx ON inquiry_history (submission_id, id);

-- Counts per status, kept by statement triggers: counting a million rows per tab would
-- not fit the page's time budget. Each status has 16 shard rows and each statement
-- picks one at random, so concurrent insert batches on several instances rarely wait
-- for one another's row lock; a count is the sum of 16 small rows.
CREATE TABLE inquiry_status_counts (
  status text NOT NULL,
  shard smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (status, shard)
);
INSERT INTO inquiry_status_counts (status, shard, n)
  SELECT s.status, g.shard, 0
  FROM unnest(ARRAY['new', 'open', 'replied', 'archived', 'spam']) AS s(status),
       generate_series(0, 15) AS g(shard);
UPDATE inquiry_status_counts c SET n = t.n
  FROM (SELECT status, count(*) AS n FROM contact_submissions GROUP BY status) t
  WHERE c.status = t.status AND c.shard = 0;

CREATE FUNCTION inquiry_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pick smallint := floor(random() * 16);
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE inquiry_status_counts c SET n = c.n + d.n
      FROM (SELECT status, count(*) AS n FROM new_rows GROUP BY status) d
      WHERE c.status = d.status AND c.shard = pick;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE inquiry_status_counts c SET n = c.n - d.n
      FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) d
      WHERE c.status = d.status AND c.shard = pick;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER contact_submissions_counts_insert AFTER INSERT ON contact_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_status_counts_add();
CREATE TRIGGER contact_submissions_counts_delete AFTER DELETE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_status_counts_add();
CREATE TRIGGER contact_submissions_counts_update AFTER UPDATE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inquiry_status_counts_add();

-- Live inboxes on every instance hear of new inquiries whichever instance stored them.
-- NOTIFY is delivered at COMMIT, so a listener never sees an inquiry that rolled back.
-- The payload names the new ids; a bulk load (more than 200 rows) sends an empty one,
-- which tells a listener to reload instead (a payload is limited to 8000 bytes).
CREATE FUNCTION inquiry_stored_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF (SELECT count(*) FROM new_rows) <= 200 THEN
    SELECT string_agg(id::text, ',' ORDER BY id) INTO ids FROM new_rows;
  END IF;
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('inquiry_stored', coalesce(ids, ''));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER contact_submissions_notify AFTER INSERT ON contact_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_stored_notify();
