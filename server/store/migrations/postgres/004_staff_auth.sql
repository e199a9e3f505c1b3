-- Staff accounts for the private inbox. The first six tables belong to the
-- authentication library (better-auth: users, sessions, password credentials,
-- one-time tokens, TOTP secrets with recovery codes, passkeys); their names carry a
-- staff_ prefix, their columns the library's own names, so the library reads them
-- unchanged. The project's tables follow: invitations, revocations, sign-in limits,
-- used TOTP codes and the append-only audit log.
CREATE TABLE "staff_user" (
  "id" text NOT NULL PRIMARY KEY,
  "name" text NOT NULL,
  "email" text NOT NULL UNIQUE,
  "emailVerified" boolean NOT NULL,
  "image" text,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "twoFactorEnabled" boolean
);

CREATE TABLE "staff_session" (
  "id" text NOT NULL PRIMARY KEY,
  "expiresAt" timestamptz NOT NULL,
  "token" text NOT NULL UNIQUE,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz NOT NULL,
  "ipAddress" text,
  "userAgent" text,
  "userId" text NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE
);
CREATE INDEX "staff_session_userId_idx" ON "staff_session" ("userId");

CREATE TABLE "staff_account" (
  "id" text NOT NULL PRIMARY KEY,
  "accountId" text NOT NULL,
  "providerId" text NOT NULL,
  "userId" text NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz NOT NULL
);
CREATE INDEX "staff_account_userId_idx" ON "staff_account" ("userId");

CREATE TABLE "staff_verification" (
  "id" text NOT NULL PRIMARY KEY,
  "identifier" text NOT NULL,
  "value" text NOT NULL,
  "expiresAt" timestamptz NOT NULL,
  "createdAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL,
  "updatedAt" timestamptz DEFAULT CURRENT_TIMESTAMP NOT NULL
);
CREATE INDEX "staff_verification_identifier_idx" ON "staff_verification" ("identifier");

CREATE TABLE "staff_two_factor" (
  "id" text NOT NULL PRIMARY KEY,
  "secret" text NOT NULL,
  "backupCodes" text NOT NULL,
  "userId" text NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "verified" boolean,
  "failedVerificationCount" integer,
  "lockedUntil" timestamptz
);
CREATE INDEX "staff_two_factor_secret_idx" ON "staff_two_factor" ("secret");
CREATE INDEX "staff_two_factor_userId_idx" ON "staff_two_factor" ("userId");

CREATE TABLE "staff_passkey" (
  "id" text NOT NULL PRIMARY KEY,
  "name" text,
  "publicKey" text NOT NULL,
  "userId" text NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "credentialID" text NOT NULL,
  "counter" integer NOT NULL,
  "deviceType" text NOT NULL,
  "backedUp" boolean NOT NULL,
  "transports" text,
  "createdAt" timestamptz,
  "aaguid" text
);
CREATE INDEX "staff_passkey_userId_idx" ON "staff_passkey" ("userId");
CREATE INDEX "staff_passkey_credentialID_idx" ON "staff_passkey" ("credentialID");

-- One-time links printed by `npm run staff -- invite` and `reset-mfa`. Only a SHA-256
-- of the token is stored: a copy of the database cannot be turned into a sign-in.
CREATE TABLE staff_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when enrolment completes (password and authenticator confirmed).
  used_at timestamptz
);
CREATE INDEX staff_invitations_user_idx ON staff_invitations (user_id);

-- A revoked member cannot sign in by any path until invited again.
CREATE TABLE staff_revocations (
  user_id text PRIMARY KEY REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  revoked_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters of sign-in and code attempts, per account and per client
-- address; in the database so that every instance counts the same attempts.
CREATE TABLE staff_auth_limits (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  count integer NOT NULL
);

-- TOTP codes already accepted, kept for their validity window: a code works once.
CREATE TABLE staff_used_codes (
  user_id text NOT NULL,
  code_hash text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (user_id, code_hash)
);

-- The audit log: append-only (a trigger refuses UPDATE and DELETE).
CREATE TABLE staff_audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text,
  actor_email text,
  event text NOT NULL,
  subject text,
  detail text CHECK (detail IS NULL OR detail::jsonb IS NOT NULL),
  ip text,
  user_agent text
);
CREATE INDEX staff_audit_events_at_idx ON staff_audit_events (at);
CREATE INDEX staff_audit_events_actor_idx ON staff_audit_events (actor_id, at);
CREATE FUNCTION staff_audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_events is append-only';
END $$;
CREATE TRIGGER staff_audit_events_append_only BEFORE UPDATE OR DELETE ON staff_audit_events
FOR EACH ROW EXECUTE FUNCTION staff_audit_events_append_only();
