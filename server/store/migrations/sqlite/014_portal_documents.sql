-- The data room's records (issue 19): documents on a deal, their versions (a replacement
-- keeps the history), the pages drawn from each version, statement batches, and who opened
-- or downloaded what. Bytes live in the blob store (013) and are named here by address;
-- deleting a document deletes these rows, then the blobs no row names any more.
CREATE TABLE portal_statement_batches (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  doc_type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  published_at TEXT
) STRICT;

CREATE TABLE portal_documents (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  folder TEXT NOT NULL DEFAULT '',
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  doc_type TEXT NOT NULL CHECK (doc_type IN ('capital_call_notice', 'distribution_notice',
    'quarterly_report', 'capital_account_statement', 'tax_document', 'legal_document', 'data_room', 'other')),
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- 'deal': every organisation with a live grant; 'organisations': those in the audience table.
  audience TEXT NOT NULL DEFAULT 'deal' CHECK (audience IN ('deal', 'organisations')),
  download_allowed INTEGER NOT NULL DEFAULT 0 CHECK (download_allowed IN (0, 1)),
  access_ends_at TEXT,
  current_version INTEGER NOT NULL DEFAULT 1,
  batch_id TEXT REFERENCES portal_statement_batches (id) ON DELETE CASCADE,
  -- A statement's file name matched no organisation, or more than one.
  match_state TEXT CHECK (match_state IN ('matched', 'unmatched', 'ambiguous')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  published_at TEXT
) STRICT;
CREATE INDEX portal_documents_deal_idx ON portal_documents (deal_id, status, published_at);
CREATE INDEX portal_documents_batch_idx ON portal_documents (batch_id) WHERE batch_id IS NOT NULL;

CREATE TABLE portal_document_audiences (
  document_id TEXT NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  PRIMARY KEY (document_id, organisation_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE portal_document_versions (
  document_id TEXT NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  blob_sha256 TEXT NOT NULL CHECK (length(blob_sha256) = 64),
  file_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  page_count INTEGER,
  outline TEXT NOT NULL DEFAULT '[]',
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  PRIMARY KEY (document_id, version)
) STRICT;
CREATE INDEX portal_document_versions_blob_idx ON portal_document_versions (blob_sha256);

-- Each page drawn once per version: its clean image (never served unwatermarked) and its
-- text and links for screen readers.
CREATE TABLE portal_document_pages (
  document_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  page INTEGER NOT NULL CHECK (page >= 0),
  image_sha256 TEXT NOT NULL CHECK (length(image_sha256) = 64),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  text TEXT NOT NULL,
  links TEXT NOT NULL,
  PRIMARY KEY (document_id, version, page),
  FOREIGN KEY (document_id, version) REFERENCES portal_document_versions (document_id, version) ON DELETE CASCADE
) STRICT;
CREATE INDEX portal_document_pages_image_idx ON portal_document_pages (image_sha256);

CREATE TABLE portal_document_views (
  id TEXT PRIMARY KEY,
  document_id TEXT NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  last_beat_at TEXT NOT NULL,
  seconds INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX portal_document_views_document_idx ON portal_document_views (document_id, opened_at);
CREATE INDEX portal_document_views_person_idx ON portal_document_views (user_id, opened_at);

CREATE TABLE portal_document_page_seconds (
  view_id TEXT NOT NULL REFERENCES portal_document_views (id) ON DELETE CASCADE,
  page INTEGER NOT NULL,
  seconds INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (view_id, page)
) STRICT, WITHOUT ROWID;

CREATE TABLE portal_document_downloads (
  id TEXT PRIMARY KEY,
  document_id TEXT NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  user_id TEXT NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL,
  downloaded_at TEXT NOT NULL
) STRICT;
CREATE INDEX portal_document_downloads_document_idx ON portal_document_downloads (document_id, downloaded_at);

-- A published document is announced through the portal's outbox (012), like an update:
-- its kinds gain 'document', and a row names the document. SQLite cannot change a CHECK
-- in place, so the table is rebuilt with the same rows.
CREATE TABLE portal_notice_outbox_014 (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('update', 'answer', 'digest', 'document')),
  user_id TEXT NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  deal_id TEXT REFERENCES portal_deals (id) ON DELETE CASCADE,
  update_id TEXT REFERENCES portal_updates (id) ON DELETE CASCADE,
  question_id TEXT REFERENCES portal_questions (id) ON DELETE CASCADE,
  digest_from TEXT,
  dedupe_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  dropped INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1)),
  last_error TEXT,
  document_id TEXT REFERENCES portal_documents (id) ON DELETE CASCADE
) STRICT;
INSERT INTO portal_notice_outbox_014 (id, kind, user_id, deal_id, update_id, question_id, digest_from, dedupe_key,
  created_at, attempts, next_attempt_at, claimed_by, claimed_until, sent_at, dropped, last_error)
SELECT id, kind, user_id, deal_id, update_id, question_id, digest_from, dedupe_key,
  created_at, attempts, next_attempt_at, claimed_by, claimed_until, sent_at, dropped, last_error
FROM portal_notice_outbox;
DROP TABLE portal_notice_outbox;
ALTER TABLE portal_notice_outbox_014 RENAME TO portal_notice_outbox;
CREATE INDEX portal_notice_outbox_due_idx ON portal_notice_outbox (next_attempt_at) WHERE sent_at IS NULL;
