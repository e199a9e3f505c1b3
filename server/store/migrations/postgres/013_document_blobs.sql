-- The data room's file bytes (issue 19, decision 0023), content-addressed: a blob's
-- address is the SHA-256 of its bytes. Files live in the database, in 1 MiB rows, so every
-- instance serves every document and one backup holds everything. Each chunk carries its
-- own SHA-256, checked before it is sent. Document rows come later and name blobs by
-- their address.
-- A blob row is inserted with no address while its upload streams in, inside one
-- transaction that sets the address at the end: a failed or abandoned upload rolls back
-- and leaves nothing, and no reader ever sees a blob without all its chunks.
CREATE TABLE document_blobs (
  id bigserial PRIMARY KEY,
  sha256 text UNIQUE CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  chunk_count integer NOT NULL DEFAULT 0 CHECK (chunk_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE document_blob_chunks (
  blob_id bigint NOT NULL REFERENCES document_blobs (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  data bytea NOT NULL,
  PRIMARY KEY (blob_id, n)
);
-- PDFs and Office files are compressed already: no pglz attempt on each chunk.
ALTER TABLE document_blob_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
