-- The portal's own mail (decision 0022): a notice to each person an update reaches
-- (setting "immediate"), a notice to the asker when their question is answered, and one
-- digest per person and day (setting "daily"). Claimed like notification_outbox (a lease
-- per row, settled by the claimer). A row names the person and the update, question or
-- day: the text is composed when sent from the deal's name and the title, never with
-- the body. dedupe_key makes "one notice per person and update" and "one digest per
-- person and day" hold when several instances queue at once.
CREATE TABLE portal_notice_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('update', 'answer', 'digest')),
  user_id TEXT NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  deal_id TEXT REFERENCES portal_deals (id) ON DELETE CASCADE,
  update_id TEXT REFERENCES portal_updates (id) ON DELETE CASCADE,
  question_id TEXT REFERENCES portal_questions (id) ON DELETE CASCADE,
  -- A digest covers updates published from this instant (a UTC midnight) for one day.
  digest_from TEXT,
  dedupe_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  -- Settled without a mail: the person no longer reaches what it was about.
  dropped INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1)),
  last_error TEXT
) STRICT;
CREATE INDEX portal_notice_outbox_due_idx ON portal_notice_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- Who accepted a version of a deal's terms (the staff's per-deal view).
CREATE INDEX portal_terms_acceptances_version_idx ON portal_terms_acceptances (terms_version_id, user_id);
-- The asker's own answered questions since a visit (home page), per organisation.
CREATE INDEX portal_questions_answered_idx ON portal_questions (deal_id, organisation_id, answered_at) WHERE answered_at IS NOT NULL;
