-- The data room's file bytes (issue 19, decision 0023), content-addressed: a blob's
-- address is the SHA-256 of its bytes. On SQLite the bytes are files under the data
-- directory (blobs/ab/cd/<sha256>, beside this database); these rows say which blobs are
-- complete and hold the SHA-256 of each 1 MiB chunk, checked before the chunk is sent.
-- Document rows come later and name blobs by their address.
CREATE TABLE document_blobs (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  size INTEGER NOT NULL CHECK (size >= 0),
  chunk_count INTEGER NOT NULL CHECK (chunk_count >= 0),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE document_blob_chunks (
  blob_sha256 TEXT NOT NULL REFERENCES document_blobs (sha256) ON DELETE CASCADE,
  n INTEGER NOT NULL CHECK (n >= 0),
  sha256 TEXT NOT NULL CHECK (length(sha256) = 64),
  PRIMARY KEY (blob_sha256, n)
) STRICT, WITHOUT ROWID;
