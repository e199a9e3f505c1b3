-- Triage: an owner per inquiry, undoable actions, replies sent through an outbox.

-- The staff member who owns an inquiry (staff_user.id), or NULL for nobody. The index
-- serves the "Mine" and "Unassigned" views newest first.
ALTER TABLE contact_submissions ADD COLUMN owner_id text;
CREATE INDEX contact_submissions_owner_created_idx ON contact_submissions (owner_id, created_at, id);

-- One row per undoable action (a status change, an assignment, a bulk action, a reply's
-- status change): who did it and until when it may be undone. Its history entries name it.
CREATE TABLE inbox_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  undo_until timestamptz NOT NULL,
  undone_at timestamptz
);

-- The history gains owner changes and replies, the action each change belongs to, and
-- the entry an undo reverted. The old CHECKs (unnamed) are replaced.
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN SELECT conname FROM pg_constraint
    WHERE conrelid = 'inquiry_history'::regclass AND contype = 'c' LOOP
    EXECUTE format('ALTER TABLE inquiry_history DROP CONSTRAINT %I', name);
  END LOOP;
END $$;
ALTER TABLE inquiry_history
  ADD COLUMN from_owner_id text,
  ADD COLUMN to_owner_id text,
  ADD COLUMN action_id bigint,
  ADD COLUMN undo_of bigint,
  ADD CONSTRAINT inquiry_history_kind_check CHECK (kind IN ('status', 'note', 'owner', 'reply')),
  ADD CONSTRAINT inquiry_history_body_check CHECK (body IS NULL OR char_length(body) BETWEEN 1 AND 20000),
  ADD CONSTRAINT inquiry_history_status_check
    CHECK ((kind = 'status') = (to_status IS NOT NULL AND from_status IS NOT NULL)),
  ADD CONSTRAINT inquiry_history_text_check CHECK ((kind IN ('note', 'reply')) = (body IS NOT NULL)),
  ADD CONSTRAINT inquiry_history_note_check CHECK (kind <> 'note' OR char_length(body) <= 5000);
CREATE INDEX inquiry_history_action_idx ON inquiry_history (action_id) WHERE action_id IS NOT NULL;

-- Replies to visitors, waiting for or past delivery: one row per reply, keyed by its
-- history entry. request_id is the client's key for the request: UNIQUE, so a retried
-- or doubled request queues one mail, whichever instance it reaches.
CREATE TABLE reply_outbox (
  history_id bigint PRIMARY KEY REFERENCES inquiry_history (id) ON DELETE CASCADE,
  submission_id bigint NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  request_id text NOT NULL UNIQUE,
  action_id bigint,
  to_address text NOT NULL,
  reply_to text NOT NULL,
  reply_to_name text NOT NULL,
  subject text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX reply_outbox_due_idx ON reply_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX reply_outbox_submission_idx ON reply_outbox (submission_id);
