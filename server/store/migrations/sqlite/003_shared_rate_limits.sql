-- Shared request limits live in PostgreSQL, where several instances share one database.
-- A SQLite file serves one process, whose limits are counted in its memory: nothing to
-- create here. This file keeps the two dialects' migration numbers in step.
SELECT 1;
