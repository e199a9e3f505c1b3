-- PDF versions whose downloads wait for the active-content check (decision 0027). Those
-- stored before this check existed were admitted by a byte scan that missed some active
-- content: each is held here until the server, at start, judges its file again. A clean
-- one's row is removed; one with active content keeps its row, with the finding, and its
-- document is never downloaded while that version is current.
CREATE TABLE portal_document_holds (
  document_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  finding TEXT,
  judged_at TEXT,
  PRIMARY KEY (document_id, version),
  FOREIGN KEY (document_id, version) REFERENCES portal_document_versions (document_id, version)
    ON DELETE CASCADE
) STRICT;

INSERT INTO portal_document_holds (document_id, version)
  SELECT document_id, version FROM portal_document_versions WHERE page_count IS NOT NULL;
