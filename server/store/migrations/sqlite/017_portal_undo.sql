-- Staff take a mistake back. Deals can be archived
-- like organisations (archived_at was there for them already): archiving ends every live
-- grant and keeps the history. An update can be edited (each earlier text is kept) and
-- withdrawn (it stays for staff, disappears for people). An answer can be edited (each
-- earlier text is kept). Nothing here deletes a row of history or the audit log.
ALTER TABLE portal_deals ADD COLUMN archived_at TEXT;
ALTER TABLE portal_deals ADD COLUMN archived_by TEXT;
ALTER TABLE portal_organisations ADD COLUMN archived_by TEXT;

ALTER TABLE portal_updates ADD COLUMN withdrawn_at TEXT;
ALTER TABLE portal_updates ADD COLUMN withdrawn_by TEXT;
-- The text an edit replaced, with who replaced it and when.
CREATE TABLE portal_update_edits (
  id INTEGER PRIMARY KEY,
  update_id TEXT NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  edited_at TEXT NOT NULL,
  edited_by TEXT NOT NULL,
  title TEXT NOT NULL,
  body_md TEXT NOT NULL
) STRICT;
CREATE INDEX portal_update_edits_update_idx ON portal_update_edits (update_id, edited_at);
-- "New since your last visit" counts only updates still standing, from the index alone.
DROP INDEX portal_updates_deal_wide_idx;
CREATE INDEX portal_updates_deal_wide_idx ON portal_updates (deal_id, published_at)
  WHERE audience = 'deal' AND withdrawn_at IS NULL;

ALTER TABLE portal_questions ADD COLUMN answer_edited_at TEXT;
CREATE TABLE portal_answer_edits (
  id INTEGER PRIMARY KEY,
  question_id TEXT NOT NULL REFERENCES portal_questions (id) ON DELETE CASCADE,
  edited_at TEXT NOT NULL,
  edited_by TEXT NOT NULL,
  answer_md TEXT NOT NULL
) STRICT;
CREATE INDEX portal_answer_edits_question_idx ON portal_answer_edits (question_id, edited_at);
