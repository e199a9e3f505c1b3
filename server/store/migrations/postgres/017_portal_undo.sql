-- Staff take a mistake back. Deals can be archived like organisations (archived_at was
-- there for them already): archiving ends every live grant and keeps the history. An
-- update can be edited (each earlier text is kept) and withdrawn (it stays for staff,
-- disappears for people). An answer can be edited (each earlier text is kept). Nothing
-- here deletes a row of history or the audit log.
ALTER TABLE portal_deals ADD COLUMN archived_at timestamptz;
ALTER TABLE portal_deals ADD COLUMN archived_by text;
ALTER TABLE portal_organisations ADD COLUMN archived_by text;

ALTER TABLE portal_updates ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE portal_updates ADD COLUMN withdrawn_by text;
-- The text an edit replaced, with who replaced it and when.
CREATE TABLE portal_update_edits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  update_id text NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  edited_at timestamptz NOT NULL,
  edited_by text NOT NULL,
  title text NOT NULL,
  body_md text NOT NULL
);
CREATE INDEX portal_update_edits_update_idx ON portal_update_edits (update_id, edited_at);
-- "New since your last visit" counts only updates still standing, from the index alone.
DROP INDEX portal_updates_deal_wide_idx;
CREATE INDEX portal_updates_deal_wide_idx ON portal_updates (deal_id, published_at)
  WHERE audience = 'deal' AND withdrawn_at IS NULL;

ALTER TABLE portal_questions ADD COLUMN answer_edited_at timestamptz;
CREATE TABLE portal_answer_edits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id text NOT NULL REFERENCES portal_questions (id) ON DELETE CASCADE,
  edited_at timestamptz NOT NULL,
  edited_by text NOT NULL,
  answer_md text NOT NULL
);
CREATE INDEX portal_answer_edits_question_idx ON portal_answer_edits (question_id, edited_at);
