-- Triage: an owner per inquiry, undoable actions, replies sent through an outbox.

-- The staff member who owns an inquiry (staff_user.id), or NULL for nobody. The index
-- serves the "Mine" and "Unassigned" views newest first.
ALTER TABLE contact_submissions ADD COLUMN owner_id TEXT;
CREATE INDEX contact_submissions_owner_created_idx ON contact_submissions (owner_id, created_at);

-- One row per undoable action (a status change, an assignment, a bulk action, a reply's
-- status change): who did it and until when it may be undone. Its history entries name it.
CREATE TABLE inbox_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  actor_id TEXT NOT NULL,
  at TEXT NOT NULL,
  undo_until TEXT NOT NULL,
  undone_at TEXT
) STRICT;

-- The history gains owner changes and replies, the action each change belongs to, and
-- the entry an undo reverted. SQLite cannot change a CHECK in place: the table is
-- rebuilt with the same ids (and the same AUTOINCREMENT counter), so entries keep their
-- order. The delete trigger of contact_submissions names the table and finds the new one
-- once renamed; the legacy rename does not refuse that trigger while the name is unbound.
CREATE TABLE inquiry_history_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id INTEGER NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_email TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'owner', 'reply')),
  from_status TEXT,
  to_status TEXT,
  body TEXT CHECK (body IS NULL OR length(body) BETWEEN 1 AND 20000),
  from_owner_id TEXT,
  to_owner_id TEXT,
  action_id INTEGER,
  undo_of INTEGER,
  CHECK ((kind = 'status') = (to_status IS NOT NULL AND from_status IS NOT NULL)),
  CHECK ((kind IN ('note', 'reply')) = (body IS NOT NULL)),
  CHECK (kind <> 'note' OR length(body) <= 5000)
) STRICT;
INSERT INTO inquiry_history_next (id, submission_id, at, actor_id, actor_email, kind, from_status, to_status, body)
  SELECT id, submission_id, at, actor_id, actor_email, kind, from_status, to_status, body FROM inquiry_history;
DELETE FROM sqlite_sequence WHERE name = 'inquiry_history_next';
INSERT INTO sqlite_sequence (name, seq)
  SELECT 'inquiry_history_next', seq FROM sqlite_sequence WHERE name = 'inquiry_history';
DROP TABLE inquiry_history;
PRAGMA legacy_alter_table = ON;
ALTER TABLE inquiry_history_next RENAME TO inquiry_history;
PRAGMA legacy_alter_table = OFF;
CREATE INDEX inquiry_history_submission_idx ON inquiry_history (submission_id, id);
CREATE INDEX inquiry_history_action_idx ON inquiry_history (action_id) WHERE action_id IS NOT NULL;

-- Replies to visitors, waiting for or past delivery: one row per reply, keyed by its
-- history entry. request_id is the client's key for the request: UNIQUE, so a retried
-- or doubled request queues one mail, whichever instance it reaches.
CREATE TABLE reply_outbox (
  history_id INTEGER PRIMARY KEY,
  submission_id INTEGER NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  request_id TEXT NOT NULL UNIQUE,
  action_id INTEGER,
  to_address TEXT NOT NULL,
  reply_to TEXT NOT NULL,
  reply_to_name TEXT NOT NULL,
  subject TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  last_error TEXT
) STRICT;
CREATE INDEX reply_outbox_due_idx ON reply_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX reply_outbox_submission_idx ON reply_outbox (submission_id);

-- Erasing or purging an inquiry takes its replies, sent or pending, along.
CREATE TRIGGER contact_submissions_triage_delete AFTER DELETE ON contact_submissions BEGIN
  DELETE FROM reply_outbox WHERE submission_id = old.id;
END;
