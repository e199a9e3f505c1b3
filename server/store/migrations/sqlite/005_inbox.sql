-- The staff inbox: a status per inquiry, its history, internal notes, a search index and
-- the per-status counts the status tabs show.

-- Every inquiry starts as new; only a staff member's action changes it.
ALTER TABLE contact_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'open', 'replied', 'archived', 'spam'));

-- The list is newest first, 50 to a page, keyset-paged on (created_at, id): each page is
-- an index seek, however deep. The created_at index already ends with the rowid (id).
CREATE INDEX contact_submissions_status_created_idx ON contact_submissions (status, created_at);
-- Erasure finds a visitor's inquiries by address in any letter case.
CREATE INDEX contact_submissions_email_idx ON contact_submissions (lower(email));

-- The history of each inquiry: status changes (from, to) and internal notes (a body),
-- each with who and when. One table, so one id orders them even within a millisecond.
-- Staff are kept by id and by the address they had then, so the history still reads
-- after an account is gone. Rows go with their inquiry (erase, purge): the delete
-- trigger below removes them in the same transaction.
CREATE TABLE inquiry_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_email TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note')),
  from_status TEXT,
  to_status TEXT,
  body TEXT CHECK (body IS NULL OR length(body) BETWEEN 1 AND 5000),
  CHECK ((kind = 'status') = (to_status IS NOT NULL AND from_status IS NOT NULL)),
  CHECK ((kind = 'note') = (body IS NOT NULL))
) STRICT;
CREATE INDEX inquiry_history_submission_idx ON inquiry_history (submission_id, id);

-- Counts per status, kept by triggers: counting a million rows per tab would not fit
-- the page's time budget. SQLite has one writer at a time, so one row per status holds.
CREATE TABLE inquiry_status_counts (
  status TEXT PRIMARY KEY,
  n INTEGER NOT NULL
) STRICT;
INSERT INTO inquiry_status_counts (status, n)
  SELECT s.status, (SELECT count(*) FROM contact_submissions c WHERE c.status = s.status)
  FROM (SELECT 'new' AS status UNION ALL SELECT 'open' UNION ALL SELECT 'replied'
        UNION ALL SELECT 'archived' UNION ALL SELECT 'spam') s;

-- Full-text search over name, e-mail and message. External content: the index holds only
-- tokens and reads the text from contact_submissions, so nothing is stored twice; the
-- triggers keep it in step, and deleting an inquiry removes its tokens.
CREATE VIRTUAL TABLE inquiry_search USING fts5(
  name, email, message,
  content = 'contact_submissions', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);
-- secure-delete: deleting a row removes its tokens from the index pages themselves, not
-- only from search results, so an erased visitor's words do not linger in the file.
INSERT INTO inquiry_search (inquiry_search, rank) VALUES ('secure-delete', 1);
INSERT INTO inquiry_search (inquiry_search) VALUES ('rebuild');

CREATE TRIGGER contact_submissions_inbox_insert AFTER INSERT ON contact_submissions BEGIN
  INSERT INTO inquiry_search (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
  UPDATE inquiry_status_counts SET n = n + 1 WHERE status = new.status;
END;

CREATE TRIGGER contact_submissions_inbox_delete AFTER DELETE ON contact_submissions BEGIN
  INSERT INTO inquiry_search (inquiry_search, rowid, name, email, message)
    VALUES ('delete', old.id, old.name, old.email, old.message);
  UPDATE inquiry_status_counts SET n = n - 1 WHERE status = old.status;
  DELETE FROM inquiry_history WHERE submission_id = old.id;
END;

CREATE TRIGGER contact_submissions_inbox_status AFTER UPDATE OF status ON contact_submissions
  WHEN old.status <> new.status BEGIN
  UPDATE inquiry_status_counts SET n = n - 1 WHERE status = old.status;
  UPDATE inquiry_status_counts SET n = n + 1 WHERE status = new.status;
END;

-- Inquiries are never edited, but if anything rewrites the text the index follows it.
CREATE TRIGGER contact_submissions_inbox_text AFTER UPDATE OF name, email, message ON contact_submissions BEGIN
  INSERT INTO inquiry_search (inquiry_search, rowid, name, email, message)
    VALUES ('delete', old.id, old.name, old.email, old.message);
  INSERT INTO inquiry_search (rowid, name, email, message) VALUES (new.id, new.name, new.email, new.message);
END;
