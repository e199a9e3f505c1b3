-- Sketch of the portal's part-1 migration for SQLite (decision 0022). Not a migration
-- yet: the next session copies it into server/store/migrations/sqlite/ under the next
-- free number. Checked by running it on node:sqlite after the library tables below.
--
-- The six tables of the portal's better-auth instance are 004's staff_ tables with the
-- prefix portal_ and the same columns: "portal_user", "portal_session",
-- "portal_account", "portal_verification", "portal_two_factor", "portal_passkey".
-- A person is a "portal_user" row. Times are ISO 8601 UTC text with milliseconds
-- (toISOString), so text comparison is time order. Ids exposed in URLs are random
-- (22 characters of base64url): a sequence would tell one organisation how many
-- deals, updates and questions the others get.

-- Invitations and revocations, as the staff ones (only a SHA-256 of a link's token).
CREATE TABLE portal_invitations (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) STRICT;
CREATE INDEX portal_invitations_user_idx ON portal_invitations (user_id);

CREATE TABLE portal_revocations (
  user_id TEXT PRIMARY KEY REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  revoked_at TEXT NOT NULL,
  revoked_by TEXT NOT NULL
) STRICT;

CREATE TABLE portal_organisations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind TEXT NOT NULL CHECK (kind IN ('pension_fund', 'sovereign_wealth_fund', 'endowment', 'insurer',
    'family_office', 'fund_of_funds', 'gp', 'project_sponsor')),
  -- The inquiry it was created from ("Invite to the portal"), if any.
  inquiry_id INTEGER REFERENCES contact_submissions (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  archived_at TEXT
) STRICT;

-- One role per person per organisation; a delegate (an outside accountant) reads only.
CREATE TABLE portal_memberships (
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('principal', 'finance', 'legal', 'tax', 'operations', 'viewer')),
  delegate INTEGER NOT NULL DEFAULT 0 CHECK (delegate IN (0, 1)),
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  PRIMARY KEY (user_id, organisation_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX portal_memberships_org_idx ON portal_memberships (organisation_id, user_id);

CREATE TABLE portal_deals (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind TEXT NOT NULL CHECK (kind IN ('fund_raise', 'project', 'co_investment')),
  status TEXT NOT NULL CHECK (status IN ('preparation', 'marketing', 'closed')),
  terms_required INTEGER NOT NULL DEFAULT 0 CHECK (terms_required IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- Access: an organisation on a deal. Rows are never deleted: revoking sets revoked_at,
-- granting again adds a row, so "who had access when" stays answerable. Live means
-- revoked_at IS NULL AND (ends_at IS NULL OR ends_at > now).
CREATE TABLE portal_grants (
  id INTEGER PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  granted_at TEXT NOT NULL,
  granted_by TEXT NOT NULL,
  ends_at TEXT,
  revoked_at TEXT,
  revoked_by TEXT,
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
) STRICT;
CREATE UNIQUE INDEX portal_grants_open_idx ON portal_grants (organisation_id, deal_id) WHERE revoked_at IS NULL;
CREATE INDEX portal_grants_deal_idx ON portal_grants (deal_id, organisation_id);

-- Terms (an NDA) per deal, versioned; a person accepts the newest version.
CREATE TABLE portal_terms_versions (
  id INTEGER PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  version INTEGER NOT NULL CHECK (version >= 1),
  body_md TEXT NOT NULL,
  body_html TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  UNIQUE (deal_id, version)
) STRICT;

CREATE TABLE portal_terms_acceptances (
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  terms_version_id INTEGER NOT NULL REFERENCES portal_terms_versions (id) ON DELETE CASCADE,
  accepted_at TEXT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT,
  PRIMARY KEY (user_id, terms_version_id)
) STRICT, WITHOUT ROWID;

-- Updates: Markdown as written and the HTML rendered once when posted (0022).
CREATE TABLE portal_updates (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body_md TEXT NOT NULL CHECK (length(body_md) BETWEEN 1 AND 50000),
  body_html TEXT NOT NULL,
  audience TEXT NOT NULL CHECK (audience IN ('deal', 'organisations')),
  published_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  edited_at TEXT
) STRICT;
-- The deal page's list (newest first, keyset on published_at, id).
CREATE INDEX portal_updates_deal_idx ON portal_updates (deal_id, published_at, id);
-- "New since your last visit" for deal-wide updates, answered from the index alone.
CREATE INDEX portal_updates_deal_wide_idx ON portal_updates (deal_id, published_at) WHERE audience = 'deal';

-- The chosen organisations of an update whose audience is 'organisations'. deal_id and
-- published_at are copied from the update (never change) so that the home page's count
-- per organisation is one index range.
CREATE TABLE portal_update_audiences (
  update_id TEXT NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  deal_id TEXT NOT NULL,
  published_at TEXT NOT NULL,
  PRIMARY KEY (update_id, organisation_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX portal_update_audiences_org_idx ON portal_update_audiences (organisation_id, deal_id, published_at);

-- Who saw which update (first read); each view is also an audit event.
CREATE TABLE portal_update_reads (
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  update_id TEXT NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  first_read_at TEXT NOT NULL,
  PRIMARY KEY (user_id, update_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX portal_update_reads_update_idx ON portal_update_reads (update_id, user_id);

-- The person's last visit of each deal page: "new since your last visit".
CREATE TABLE portal_deal_visits (
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  visited_at TEXT NOT NULL,
  PRIMARY KEY (user_id, deal_id)
) STRICT, WITHOUT ROWID;

-- A question belongs to the asker's organisation; published, it shows on the whole deal
-- without the asker (the API never selects asked_by or organisation_id for others).
CREATE TABLE portal_questions (
  id TEXT PRIMARY KEY,
  deal_id TEXT NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id TEXT NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  asked_by TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  asked_at TEXT NOT NULL,
  answer_md TEXT,
  answer_html TEXT,
  answered_by TEXT,
  answered_at TEXT,
  published_at TEXT,
  CHECK ((answer_md IS NULL) = (answered_at IS NULL)),
  CHECK (published_at IS NULL OR answered_at IS NOT NULL)
) STRICT;
CREATE INDEX portal_questions_org_idx ON portal_questions (deal_id, organisation_id, asked_at);
CREATE INDEX portal_questions_published_idx ON portal_questions (deal_id, published_at) WHERE published_at IS NOT NULL;
CREATE INDEX portal_questions_open_idx ON portal_questions (deal_id, asked_at) WHERE answered_at IS NULL;

CREATE TABLE portal_notification_settings (
  user_id TEXT PRIMARY KEY REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  updates TEXT NOT NULL DEFAULT 'immediate' CHECK (updates IN ('immediate', 'daily', 'none')),
  -- The daily digest covers what was posted after this instant.
  last_digest_at TEXT
) STRICT;

-- Portal e-mail (invitations, update notices, digests), claimed and settled like
-- notification_outbox. A mail names the deal and the title only; the text is composed
-- at send time from the ids. dedupe_key makes "one notice per person per update" and
-- "one digest per person per day" hold when several instances enqueue at once.
CREATE TABLE portal_mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('invitation', 'update', 'digest')),
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  deal_id TEXT,
  update_id TEXT REFERENCES portal_updates (id) ON DELETE CASCADE,
  -- An invitation's link until it is sent, then NULL: the token is kept only as a hash.
  link TEXT,
  dedupe_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_by TEXT,
  claimed_until TEXT,
  sent_at TEXT,
  last_error TEXT
) STRICT;
CREATE INDEX portal_mail_outbox_due_idx ON portal_mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- One audit log for staff and portal: the existing append-only table gains the facts the
-- staff filter by. Adding columns is not an UPDATE: the append-only triggers stay.
ALTER TABLE staff_audit_events ADD COLUMN realm TEXT NOT NULL DEFAULT 'staff' CHECK (realm IN ('staff', 'portal'));
ALTER TABLE staff_audit_events ADD COLUMN deal_id TEXT;
ALTER TABLE staff_audit_events ADD COLUMN organisation_id TEXT;
ALTER TABLE staff_audit_events ADD COLUMN person_id TEXT;
CREATE INDEX staff_audit_events_deal_idx ON staff_audit_events (deal_id, at) WHERE deal_id IS NOT NULL;
CREATE INDEX staff_audit_events_org_idx ON staff_audit_events (organisation_id, at) WHERE organisation_id IS NOT NULL;
CREATE INDEX staff_audit_events_person_idx ON staff_audit_events (person_id, at) WHERE person_id IS NOT NULL;
