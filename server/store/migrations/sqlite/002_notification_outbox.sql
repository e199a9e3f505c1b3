-- The transactional outbox: one e-mail notification per stored inquiry, written in the
-- same transaction as the inquiry, so a 201 never exists without its notification.
-- Inquiries stored before this migration get none: the firm already had them.
CREATE TABLE notification_outbox (
  -- One row per inquiry at most: a second notification cannot even be queued.
  -- The stores delete these rows themselves (SQLite enforces REFERENCES only with
  -- PRAGMA foreign_keys, which they leave off); the clause documents the link.
  submission_id INTEGER PRIMARY KEY REFERENCES contact_submissions (id) ON DELETE CASCADE,
  -- Finished attempts (sent or failed); a claim that crashed or was released counts none.
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Timestamps are UTC ISO 8601 with milliseconds, like contact_submissions.created_at.
  -- Due from this instant: the inquiry's time at first, then the backoff's retry time.
  next_attempt_at TEXT NOT NULL,
  -- A worker holds a claimed row until claimed_until; a crashed worker's claim lapses.
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  -- Truncated, one line, credentials removed.
  last_error TEXT
) STRICT;

-- "What is due?" reads only unsent rows, oldest due first.
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE sent_at IS NULL;
