-- Sketch of the portal's part-1 migration for PostgreSQL (decision 0022). Not a migration
-- yet: the next session copies it into server/store/migrations/postgres/ under the next
-- free number. Checked by running it on PostgreSQL 15 after the library tables below.
--
-- The six tables of the portal's better-auth instance are 004's staff_ tables with the
-- prefix portal_ and the same columns: "portal_user", "portal_session",
-- "portal_account", "portal_verification", "portal_two_factor", "portal_passkey".
-- A person is a "portal_user" row. Ids exposed in URLs are random
-- (22 characters of base64url): a sequence would tell one organisation how many
-- deals, updates and questions the others get.

-- Invitations and revocations, as the staff ones (only a SHA-256 of a link's token).
CREATE TABLE portal_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX portal_invitations_user_idx ON portal_invitations (user_id);

CREATE TABLE portal_revocations (
  user_id text PRIMARY KEY REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  revoked_at timestamptz NOT NULL,
  revoked_by text NOT NULL
);

CREATE TABLE portal_organisations (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('pension_fund', 'sovereign_wealth_fund', 'endowment', 'insurer',
    'family_office', 'fund_of_funds', 'gp', 'project_sponsor')),
  -- The inquiry it was created from ("Invite to the portal"), if any.
  inquiry_id bigint REFERENCES contact_submissions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  archived_at timestamptz
);

-- One role per person per organisation; a delegate (an outside accountant) reads only.
CREATE TABLE portal_memberships (
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('principal', 'finance', 'legal', 'tax', 'operations', 'viewer')),
  delegate boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  PRIMARY KEY (user_id, organisation_id)
);
CREATE INDEX portal_memberships_org_idx ON portal_memberships (organisation_id, user_id);

CREATE TABLE portal_deals (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('fund_raise', 'project', 'co_investment')),
  status text NOT NULL CHECK (status IN ('preparation', 'marketing', 'closed')),
  terms_required boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Access: an organisation on a deal. Rows are never deleted: revoking sets revoked_at,
-- granting again adds a row, so "who had access when" stays answerable. Live means
-- revoked_at IS NULL AND (ends_at IS NULL OR ends_at > now).
CREATE TABLE portal_grants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL,
  granted_by text NOT NULL,
  ends_at timestamptz,
  revoked_at timestamptz,
  revoked_by text,
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE UNIQUE INDEX portal_grants_open_idx ON portal_grants (organisation_id, deal_id) WHERE revoked_at IS NULL;
CREATE INDEX portal_grants_deal_idx ON portal_grants (deal_id, organisation_id);

-- Terms (an NDA) per deal, versioned; a person accepts the newest version.
CREATE TABLE portal_terms_versions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  body_md text NOT NULL,
  body_html text NOT NULL,
  body_sha256 text NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  UNIQUE (deal_id, version)
);

CREATE TABLE portal_terms_acceptances (
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  terms_version_id bigint NOT NULL REFERENCES portal_terms_versions (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text,
  PRIMARY KEY (user_id, terms_version_id)
);

-- Updates: Markdown as written and the HTML rendered once when posted (0022).
CREATE TABLE portal_updates (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  body_md text NOT NULL CHECK (char_length(body_md) BETWEEN 1 AND 50000),
  body_html text NOT NULL,
  audience text NOT NULL CHECK (audience IN ('deal', 'organisations')),
  published_at timestamptz NOT NULL,
  created_by text NOT NULL,
  edited_at timestamptz
);
-- The deal page's list (newest first, keyset on published_at, id).
CREATE INDEX portal_updates_deal_idx ON portal_updates (deal_id, published_at, id);
-- "New since your last visit" for deal-wide updates, answered from the index alone.
CREATE INDEX portal_updates_deal_wide_idx ON portal_updates (deal_id, published_at) WHERE audience = 'deal';

-- The chosen organisations of an update whose audience is 'organisations'. deal_id and
-- published_at are copied from the update (never change) so that the home page's count
-- per organisation is one index range.
CREATE TABLE portal_update_audiences (
  update_id text NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  deal_id text NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (update_id, organisation_id)
);
CREATE INDEX portal_update_audiences_org_idx ON portal_update_audiences (organisation_id, deal_id, published_at);

-- Who saw which update (first read); each view is also an audit event.
CREATE TABLE portal_update_reads (
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  update_id text NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  first_read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, update_id)
);
CREATE INDEX portal_update_reads_update_idx ON portal_update_reads (update_id, user_id);

-- The person's last visit of each deal page: "new since your last visit".
CREATE TABLE portal_deal_visits (
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, deal_id)
);

-- A question belongs to the asker's organisation; published, it shows on the whole deal
-- without the asker (the API never selects asked_by or organisation_id for others).
CREATE TABLE portal_questions (
  id text PRIMARY KEY,
  deal_id text NOT NULL REFERENCES portal_deals (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES portal_organisations (id) ON DELETE CASCADE,
  asked_by text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  asked_at timestamptz NOT NULL,
  answer_md text,
  answer_html text,
  answered_by text,
  answered_at timestamptz,
  published_at timestamptz,
  CHECK ((answer_md IS NULL) = (answered_at IS NULL)),
  CHECK (published_at IS NULL OR answered_at IS NOT NULL)
);
CREATE INDEX portal_questions_org_idx ON portal_questions (deal_id, organisation_id, asked_at);
CREATE INDEX portal_questions_published_idx ON portal_questions (deal_id, published_at) WHERE published_at IS NOT NULL;
CREATE INDEX portal_questions_open_idx ON portal_questions (deal_id, asked_at) WHERE answered_at IS NULL;

CREATE TABLE portal_notification_settings (
  user_id text PRIMARY KEY REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  updates text NOT NULL DEFAULT 'immediate' CHECK (updates IN ('immediate', 'daily', 'none')),
  -- The daily digest covers what was posted after this instant.
  last_digest_at timestamptz
);

-- Portal e-mail (invitations, update notices, digests), claimed and settled like
-- notification_outbox. A mail names the deal and the title only; the text is composed
-- at send time from the ids. dedupe_key makes "one notice per person per update" and
-- "one digest per person per day" hold when several instances enqueue at once.
CREATE TABLE portal_mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invitation', 'update', 'digest')),
  user_id text NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  deal_id text,
  update_id text REFERENCES portal_updates (id) ON DELETE CASCADE,
  -- An invitation's link until it is sent, then NULL: the token is kept only as a hash.
  link text,
  dedupe_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_by text,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX portal_mail_outbox_due_idx ON portal_mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- One audit log for staff and portal: the existing append-only table gains the facts the
-- staff filter by. Adding columns is not an UPDATE: the append-only trigger stays.
-- A constant default is stored in the catalogue: the table is not rewritten.
ALTER TABLE staff_audit_events
  ADD COLUMN realm text NOT NULL DEFAULT 'staff' CHECK (realm IN ('staff', 'portal')),
  ADD COLUMN deal_id text,
  ADD COLUMN organisation_id text,
  ADD COLUMN person_id text;
CREATE INDEX staff_audit_events_deal_idx ON staff_audit_events (deal_id, at) WHERE deal_id IS NOT NULL;
CREATE INDEX staff_audit_events_org_idx ON staff_audit_events (organisation_id, at) WHERE organisation_id IS NOT NULL;
CREATE INDEX staff_audit_events_person_idx ON staff_audit_events (person_id, at) WHERE person_id IS NOT NULL;
