-- The portal's reporting: a deal's raise, its capital calls and distributions, the cash
-- flows every figure is computed from, the fund administrator's imports and the bank
-- details for calls. Money is an integer in the deal's minor units (cents), never a float;
-- PostgreSQL keeps it as bigint. Days are YYYY-MM-DD text (checked by the API, the same
-- spelling as on SQLite), times timestamptz.

-- One row per deal that reports: its currency (ISO 4217) and target.
CREATE TABLE reporting_settings (
  deal_id text PRIMARY KEY REFERENCES portal_deals (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (char_length(currency) = 3 AND currency = upper(currency)),
  target_minor bigint CHECK (target_minor IS NULL OR target_minor >= 0),
  show_investor_names boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- Where each organisation stands in the raise: rows are only added, the newest (highest
-- id) is where it stands now, the others are its history.
CREATE TABLE reporting_positions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('prospect', 'interested', 'soft_circle', 'committed', 'funded', 'declined')),
  amount_minor bigint CHECK (amount_minor IS NULL OR amount_minor >= 0),
  day text NOT NULL,
  recorded_at timestamptz NOT NULL,
  recorded_by text NOT NULL,
  CHECK (stage NOT IN ('soft_circle', 'committed', 'funded') OR amount_minor IS NOT NULL)
);
CREATE INDEX reporting_positions_deal_idx ON reporting_positions (deal_id, organisation_id, id);

-- A capital call or a distribution: a draft with its allocation table, then published.
CREATE TABLE reporting_notices (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('call', 'distribution')),
  day text NOT NULL,
  due_day text,
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  purpose text CHECK (purpose IN ('investment', 'fees', 'expenses')),
  distribution_type text CHECK (distribution_type IN ('return_of_capital', 'income', 'gain')),
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  published_at timestamptz,
  published_by text,
  CHECK ((kind = 'call') = (distribution_type IS NULL)),
  CHECK (kind = 'call' OR (due_day IS NULL AND purpose IS NULL)),
  CHECK ((status = 'published') = (published_at IS NOT NULL))
);
CREATE INDEX reporting_notices_deal_idx ON reporting_notices (deal_id, day, id);

-- Each organisation's share of a notice, and the commitment it was allocated on.
CREATE TABLE reporting_notice_shares (
  notice_id text NOT NULL REFERENCES reporting_notices (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  commitment_minor bigint NOT NULL CHECK (commitment_minor >= 0),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (notice_id, organisation_id)
);

-- A file from the fund administrator: its lines and their matches, applied whole or not
-- at all, and undone as one step (its cash flows go, the import and its lines stay).
CREATE TABLE reporting_imports (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 255),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'undone')),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  applied_at timestamptz,
  applied_by text,
  undone_at timestamptz,
  undone_by text
);
CREATE INDEX reporting_imports_deal_idx ON reporting_imports (deal_id, created_at);

CREATE TABLE reporting_import_lines (
  import_id text NOT NULL REFERENCES reporting_imports (id) ON DELETE CASCADE,
  line integer NOT NULL CHECK (line >= 1),
  organisation_text text NOT NULL,
  day text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('contribution', 'distribution', 'nav')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  organisation_id text REFERENCES portal_organisations (id) ON DELETE SET NULL,
  -- How the organisation was found: by its exact or normalised name, chosen by staff, or not.
  match text NOT NULL CHECK (match IN ('exact', 'normalised', 'chosen', 'unmatched', 'ambiguous')),
  PRIMARY KEY (import_id, line)
);

-- The dated cash flows (and NAVs) every figure is computed from.
CREATE TABLE reporting_cash_flows (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  day text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('contribution', 'distribution', 'nav')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  notice_id text REFERENCES reporting_notices (id),
  import_id text REFERENCES reporting_imports (id),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  CHECK (notice_id IS NULL OR import_id IS NULL)
);
CREATE INDEX reporting_cash_flows_account_idx ON reporting_cash_flows (deal_id, organisation_id, day);
CREATE INDEX reporting_cash_flows_import_idx ON reporting_cash_flows (import_id) WHERE import_id IS NOT NULL;

-- Bank details for calls: entered by one staff member, approved by another before any
-- investor sees them. Approving one supersedes the deal's previous approved one.
CREATE TABLE reporting_bank_details (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  account_name text NOT NULL CHECK (char_length(account_name) BETWEEN 1 AND 200),
  bank_name text NOT NULL CHECK (char_length(bank_name) BETWEEN 1 AND 200),
  iban text NOT NULL CHECK (char_length(iban) BETWEEN 5 AND 34),
  bic text NOT NULL CHECK (char_length(bic) BETWEEN 8 AND 11),
  reference text NOT NULL CHECK (char_length(reference) <= 140),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'superseded')),
  entered_at timestamptz NOT NULL,
  entered_by text NOT NULL,
  approved_at timestamptz,
  approved_by text,
  superseded_at timestamptz,
  CHECK ((approved_by IS NULL) = (approved_at IS NULL)),
  CHECK (approved_by IS NULL OR approved_by <> entered_by),
  CHECK (status = 'pending' OR approved_by IS NOT NULL)
);
CREATE INDEX reporting_bank_details_deal_idx ON reporting_bank_details (deal_id, entered_at);
CREATE UNIQUE INDEX reporting_bank_details_approved_idx ON reporting_bank_details (deal_id) WHERE status = 'approved';

-- A published notice is announced through the portal's outbox: its kinds gain
-- 'reporting', and a row names the notice (the e-mail says only that one is waiting).
ALTER TABLE portal_notice_outbox ADD COLUMN reporting_notice_id text REFERENCES reporting_notices (id) ON DELETE CASCADE;
ALTER TABLE portal_notice_outbox DROP CONSTRAINT portal_notice_outbox_kind_check;
ALTER TABLE portal_notice_outbox ADD CONSTRAINT portal_notice_outbox_kind_check
  CHECK (kind IN ('update', 'answer', 'digest', 'document', 'reporting'));
