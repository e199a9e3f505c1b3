-- The portal's records (decisions 0021 and 0022): deals, organisations, people, their
-- memberships, access grants, terms, updates, questions and notification choices.
-- From the sketch in docs/decisions/0022-portal-schema/, with these changes: a person is
-- a "portal_people" row of our own (the portal's sign-in tables come with the sign-in,
-- keyed by the person's id); invitations, revocations, the portal's mail outbox and the
-- audit log's new columns come with the sign-in and the mail that use them.
-- Ids shown in URLs are random (22 characters of base64url): a sequence would tell
-- one organisation how many deals, people and updates the others have.
-- The database enforces the links here; the store also checks them first, as on SQLite,
-- whose store connection leaves foreign keys off.

CREATE TABLE portal_people (
  id text PRIMARY KEY,
  -- As typed; unique in any letter case (the address is ASCII, checked by the API).
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX portal_people_email_idx ON portal_people (lower(email));
CREATE INDEX portal_people_name_idx ON portal_people (name, id);

CREATE TABLE portal_organisations (
  id text PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  -- The site's investor categories, or a GP or project sponsor.
  kind text NOT NULL CHECK (kind IN ('pension_fund', 'sovereign_wealth_fund', 'endowment', 'insurer',
    'family_office', 'fund_of_funds', 'gp', 'project_sponsor')),
  -- The inquiry it was created from ("Invite to the portal"), if any.
  inquiry_id bigint REFERENCES contact_submissions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL,
  archived_at timestamptz
);
CREATE INDEX portal_organisations_name_idx ON portal_organisations (name, id);
-- Erasing or purging inquiries sets this to NULL: each deleted inquiry looks it up here.
CREATE INDEX portal_organisations_inquiry_idx ON portal_organisations (inquiry_id) WHERE inquiry_id IS NOT NULL;

-- One role per person per organisation; a delegate (an outside accountant) reads only.
CREATE TABLE portal_memberships (
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
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
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX portal_deals_name_idx ON portal_deals (name, id);

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
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
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

-- Who saw which update (first read).
CREATE TABLE portal_update_reads (
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
  update_id text NOT NULL REFERENCES portal_updates (id) ON DELETE CASCADE,
  first_read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, update_id)
);
CREATE INDEX portal_update_reads_update_idx ON portal_update_reads (update_id, user_id);

-- The person's last visit of each deal page: "new since your last visit".
CREATE TABLE portal_deal_visits (
  user_id text NOT NULL REFERENCES portal_people (id) ON DELETE CASCADE,
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
  asked_by text NOT NULL REFERENCES portal_people (id),
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
  user_id text PRIMARY KEY REFERENCES portal_people (id) ON DELETE CASCADE,
  updates text NOT NULL DEFAULT 'immediate' CHECK (updates IN ('immediate', 'daily', 'none')),
  -- The daily digest covers what was posted after this instant.
  last_digest_at timestamptz
);
