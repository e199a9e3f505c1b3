-- A page that could not be drawn within the render limits (a decompression bomb past page 1,
-- a page the engine cannot read): kept, so it is drawn once, answered for good, and named
-- to staff, instead of being drawn again at every request.
CREATE TABLE portal_document_page_failures (
  document_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  page INTEGER NOT NULL CHECK (page >= 0),
  reason TEXT NOT NULL,
  failed_at TEXT NOT NULL,
  PRIMARY KEY (document_id, version, page),
  FOREIGN KEY (document_id, version) REFERENCES portal_document_versions (document_id, version) ON DELETE CASCADE
) STRICT;
