-- Searches that stay fast for short words. A prefix query ("st"*) without a prefix index
-- reads the entries of every word it begins (thousands of them) for each row it tests;
-- with one, the two- and three-letter prefixes of every word are indexed as words of
-- their own, and such a query reads one list. Longer prefixes begin far fewer words.
-- FTS5 options cannot be altered: the index is made again under the same name, and the
-- triggers of 005 keep filling it (they name the table, not its options).
DROP TABLE inquiry_search;
CREATE VIRTUAL TABLE inquiry_search USING fts5(
  name, email, message,
  content = 'contact_submissions', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO inquiry_search (inquiry_search, rank) VALUES ('secure-delete', 1);
INSERT INTO inquiry_search (inquiry_search) VALUES ('rebuild');
