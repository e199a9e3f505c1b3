-- The transactional outbox: one e-mail notification per stored inquiry, written in the
-- same statement as the inquiry, so a 201 never exists without its notification.
-- Inquiries stored before this migration get none: the firm already had them.
CREATE TABLE notification_outbox (
  -- One row per inquiry at most; erasing or purging an inquiry removes its notification.
  submission_id bigint PRIMARY KEY REFERENCES contact_submissions (id) ON DELETE CASCADE,
  -- Finished attempts (sent or failed); a claim that crashed or was released counts none.
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- Due from this instant: the inquiry's commit at first, then the backoff's retry time.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- An instance holds a claimed row until claimed_until (the database's clock, shared by
  -- every instance); a crashed instance's claim lapses and another retakes the row.
  claimed_by text,
  claimed_until timestamptz,
  sent_at timestamptz,
  -- Truncated, one line, credentials removed.
  last_error text
);

-- "What is due?" reads only unsent rows, oldest due first.
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE sent_at IS NULL;
