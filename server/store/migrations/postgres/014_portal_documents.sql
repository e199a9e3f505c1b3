-- The data room's records (issue 19): documents on a deal, their versions (a replacement
-- keeps the history), the pages drawn from each version, statement batches, and who opened
-- or downloaded what. Bytes live in the blob store (013) and are named here by address;
-- deleting a document deletes these rows, then the blobs no row names any more.
CREATE TABLE portal_statement_batches (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  doc_type text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  published_at timestamptz
);

CREATE TABLE portal_documents (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  folder text NOT NULL DEFAULT '',
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  doc_type text NOT NULL CHECK (doc_type IN ('capital_call_notice', 'distribution_notice',
    'quarterly_report', 'capital_account_statement', 'tax_document', 'legal_document', 'data_room', 'other')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- 'deal': every organisation with a live grant; 'organisations': those in the audience table.
  audience text NOT NULL DEFAULT 'deal' CHECK (audience IN ('deal', 'organisations')),
  download_allowed boolean NOT NULL DEFAULT false,
  access_ends_at timestamptz,
  current_version integer NOT NULL DEFAULT 1,
  batch_id text REFERENCES portal_statement_batches (id) ON DELETE CASCADE,
  -- A statement's file name matched no organisation, or more than one.
  match_state text CHECK (match_state IN ('matched', 'unmatched', 'ambiguous')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  published_at timestamptz
);
CREATE INDEX portal_documents_deal_idx ON portal_documents (deal_id, status, published_at);
CREATE INDEX portal_documents_batch_idx ON portal_documents (batch_id) WHERE batch_id IS NOT NULL;

CREATE TABLE portal_document_audiences (
  document_id text NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  PRIMARY KEY (document_id, organisation_id)
);

CREATE TABLE portal_document_versions (
  document_id text NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  blob_sha256 text NOT NULL CHECK (char_length(blob_sha256) = 64),
  file_name text NOT NULL,
  media_type text NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  page_count integer,
  outline text NOT NULL DEFAULT '[]',
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (document_id, version)
);
CREATE INDEX portal_document_versions_blob_idx ON portal_document_versions (blob_sha256);

-- Each page drawn once per version: its clean image (never served unwatermarked) and its
-- text and links for screen readers.
CREATE TABLE portal_document_pages (
  document_id text NOT NULL,
  version integer NOT NULL,
  page integer NOT NULL CHECK (page >= 0),
  image_sha256 text NOT NULL CHECK (char_length(image_sha256) = 64),
  width integer NOT NULL,
  height integer NOT NULL,
  text text NOT NULL,
  links text NOT NULL,
  PRIMARY KEY (document_id, version, page),
  FOREIGN KEY (document_id, version) REFERENCES portal_document_versions (document_id, version) ON DELETE CASCADE
);
CREATE INDEX portal_document_pages_image_idx ON portal_document_pages (image_sha256);

CREATE TABLE portal_document_views (
  id text PRIMARY KEY,
  document_id text NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version integer NOT NULL,
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  organisation_id text NOT NULL,
  opened_at timestamptz NOT NULL,
  last_beat_at timestamptz NOT NULL,
  seconds integer NOT NULL DEFAULT 0
);
CREATE INDEX portal_document_views_document_idx ON portal_document_views (document_id, opened_at);
CREATE INDEX portal_document_views_person_idx ON portal_document_views (user_id, opened_at);

CREATE TABLE portal_document_page_seconds (
  view_id text NOT NULL REFERENCES portal_document_views (id) ON DELETE CASCADE,
  page integer NOT NULL,
  seconds integer NOT NULL DEFAULT 0,
  PRIMARY KEY (view_id, page)
);

CREATE TABLE portal_document_downloads (
  id text PRIMARY KEY,
  document_id text NOT NULL REFERENCES portal_documents (id) ON DELETE CASCADE,
  version integer NOT NULL,
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  organisation_id text NOT NULL,
  downloaded_at timestamptz NOT NULL
);
CREATE INDEX portal_document_downloads_document_idx ON portal_document_downloads (document_id, downloaded_at);

-- A published document is announced through the portal's outbox (012), like an update:
-- its kinds gain 'document', and a row names the document.
ALTER TABLE portal_notice_outbox ADD COLUMN document_id text REFERENCES portal_documents (id) ON DELETE CASCADE;
ALTER TABLE portal_notice_outbox DROP CONSTRAINT portal_notice_outbox_kind_check;
ALTER TABLE portal_notice_outbox ADD CONSTRAINT portal_notice_outbox_kind_check
  CHECK (kind IN ('update', 'answer', 'digest', 'document'));
