-- The portal's reporting: a deal's raise, its capital calls and distributions, the cash
-- flows every figure is computed from, the fund administrator's imports and the bank
-- details for calls. Money is an integer in the deal's minor units (cents), never a float;
-- SQLite's INTEGER holds 64 bits. Days are YYYY-MM-DD text, times ISO 8601 UTC text.

-- One row per deal that reports: its currency (ISO 4217) and target.
CREATE TABLE reporting_settings (
  deal_id TEXT PRIMARY KEY REFERENCES portal_deals (id) ON DELETE CASCADE,
  currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
  target_minor INTEGER CHECK (target_minor IS NULL OR target_minor >= 0),
  show_investor_names INTEGER NOT NULL DEFAULT 0 CHECK (show_investor_names IN (0, 1)),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
) STRICT;

-- Where each organisation stands in the raise: rows are only added, the newest (highest
-- id) is where it stands now, the others are its history.
CREATE TABLE reporting_positions (
  id INTEGER PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  stage TEXT NOT NULL CHECK (stage IN ('prospect', 'interested', 'soft_circle', 'committed', 'funded', 'declined')),
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor >= 0),
  day TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  recorded_by TEXT NOT NULL,
  CHECK (stage NOT IN ('soft_circle', 'committed', 'funded') OR amount_minor IS NOT NULL)
) STRICT;
CREATE INDEX reporting_positions_deal_idx ON reporting_positions (deal_id, organisation_id, id);

-- A capital call or a distribution: a draft with its allocation table, then published.
CREATE TABLE reporting_notices (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('call', 'distribution')),
  day TEXT NOT NULL,
  due_day TEXT,
  total_minor INTEGER NOT NULL CHECK (total_minor > 0),
  purpose TEXT CHECK (purpose IN ('investment', 'fees', 'expenses')),
  distribution_type TEXT CHECK (distribution_type IN ('return_of_capital', 'income', 'gain')),
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  published_at TEXT,
  published_by TEXT,
  CHECK ((kind = 'call') = (distribution_type IS NULL)),
  CHECK (kind = 'call' OR (due_day IS NULL AND purpose IS NULL)),
  CHECK ((status = 'published') = (published_at IS NOT NULL))
) STRICT;
CREATE INDEX reporting_notices_deal_idx ON reporting_notices (deal_id, day, id);

-- Each organisation's share of a notice, and the commitment it was allocated on.
CREATE TABLE reporting_notice_shares (
  notice_id TEXT NOT NULL REFERENCES reporting_notices (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  commitment_minor INTEGER NOT NULL CHECK (commitment_minor >= 0),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (notice_id, organisation_id)
) STRICT, WITHOUT ROWID;

-- A file from the fund administrator: its lines and their matches, applied whole or not
-- at all, and undone as one step (its cash flows go, the import and its lines stay).
CREATE TABLE reporting_imports (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  status TEXT NOT NULL CHECK (status IN ('pending', 'applied', 'undone')),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  applied_at TEXT,
  applied_by TEXT,
  undone_at TEXT,
  undone_by TEXT
) STRICT;
CREATE INDEX reporting_imports_deal_idx ON reporting_imports (deal_id, created_at);

CREATE TABLE reporting_import_lines (
  import_id TEXT NOT NULL REFERENCES reporting_imports (id) ON DELETE CASCADE,
  line INTEGER NOT NULL CHECK (line >= 1),
  organisation_text TEXT NOT NULL,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contribution', 'distribution', 'nav')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  organisation_id TEXT REFERENCES portal_organisations (id) ON DELETE SET NULL,
  -- How the organisation was found: by its exact or normalised name, chosen by staff, or not.
  match TEXT NOT NULL CHECK (match IN ('exact', 'normalised', 'chosen', 'unmatched', 'ambiguous')),
  PRIMARY KEY (import_id, line)
) STRICT, WITHOUT ROWID;

-- The dated cash flows (and NAVs) every figure is computed from.
CREATE TABLE reporting_cash_flows (
  id INTEGER PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contribution', 'distribution', 'nav')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
  notice_id TEXT REFERENCES reporting_notices (id),
  import_id TEXT REFERENCES reporting_imports (id),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  CHECK (notice_id IS NULL OR import_id IS NULL)
) STRICT;
CREATE INDEX reporting_cash_flows_account_idx ON reporting_cash_flows (deal_id, organisation_id, day);
CREATE INDEX reporting_cash_flows_import_idx ON reporting_cash_flows (import_id) WHERE import_id IS NOT NULL;

-- Bank details for calls: entered by one staff member, approved by another before any
-- investor sees them. Approving one supersedes the deal's previous approved one.
CREATE TABLE reporting_bank_details (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  account_name TEXT NOT NULL CHECK (length(account_name) BETWEEN 1 AND 200),
  bank_name TEXT NOT NULL CHECK (length(bank_name) BETWEEN 1 AND 200),
  iban TEXT NOT NULL CHECK (length(iban) BETWEEN 5 AND 34),
  bic TEXT NOT NULL CHECK (length(bic) BETWEEN 8 AND 11),
  reference TEXT NOT NULL CHECK (length(reference) <= 140),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'superseded')),
  entered_at TEXT NOT NULL,
  entered_by TEXT NOT NULL,
  approved_at TEXT,
  approved_by TEXT,
  superseded_at TEXT,
  CHECK ((approved_by IS NULL) = (approved_at IS NULL)),
  CHECK (approved_by IS NULL OR approved_by <> entered_by),
  CHECK (status = 'pending' OR approved_by IS NOT NULL)
) STRICT;
CREATE INDEX reporting_bank_details_deal_idx ON reporting_bank_details (deal_id, entered_at);
CREATE UNIQUE INDEX reporting_bank_details_approved_idx ON reporting_bank_details (deal_id) WHERE status = 'approved';

-- A published notice is announced through the portal's outbox: its kinds gain
-- 'reporting', and a row names the notice (the e-mail says only that one is waiting).
-- SQLite cannot change a CHECK in place, so the table is rebuilt with the same rows.
CREATE TABLE portal_notice_outbox_019 (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('update', 'answer', 'digest', 'document', 'reporting')),
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
  document_id TEXT REFERENCES portal_documents (id) ON DELETE CASCADE,
  reporting_notice_id TEXT REFERENCES reporting_notices (id) ON DELETE CASCADE
) STRICT;
INSERT INTO portal_notice_outbox_019 (id, kind, user_id, deal_id, update_id, question_id, digest_from, dedupe_key,
  created_at, attempts, next_attempt_at, claimed_by, claimed_until, sent_at, dropped, last_error, document_id)
SELECT id, kind, user_id, deal_id, update_id, question_id, digest_from, dedupe_key,
  created_at, attempts, next_attempt_at, claimed_by, claimed_until, sent_at, dropped, last_error, document_id
FROM portal_notice_outbox;
DROP TABLE portal_notice_outbox;
ALTER TABLE portal_notice_outbox_019 RENAME TO portal_notice_outbox;
CREATE INDEX portal_notice_outbox_due_idx ON portal_notice_outbox (next_attempt_at) WHERE sent_at IS NULL;
