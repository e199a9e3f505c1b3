-- Staff accounts for the private inbox. The first six tables belong to the
-- authentication library (better-auth: users, sessions, password credentials,
-- one-time tokens, TOTP secrets with recovery codes, passkeys); their names carry a
-- staff_ prefix, their columns the library's own names, so the library reads them
-- unchanged. The project's tables follow: invitations, revocations, sign-in limits,
-- used TOTP codes and the append-only audit log.
-- Library timestamps are ISO 8601 text in UTC, as it writes them on SQLite.
CREATE TABLE "staff_user" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "name" TEXT NOT NULL,
  "email" TEXT NOT NULL UNIQUE,
  "emailVerified" INTEGER NOT NULL,
  "image" TEXT,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL,
  "twoFactorEnabled" INTEGER
);

CREATE TABLE "staff_session" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "expiresAt" DATE NOT NULL,
  "token" TEXT NOT NULL UNIQUE,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL,
  "ipAddress" TEXT,
  "userAgent" TEXT,
  "userId" TEXT NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE
);
CREATE INDEX "staff_session_userId_idx" ON "staff_session" ("userId");

CREATE TABLE "staff_account" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "accountId" TEXT NOT NULL,
  "providerId" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "accessToken" TEXT,
  "refreshToken" TEXT,
  "idToken" TEXT,
  "accessTokenExpiresAt" DATE,
  "refreshTokenExpiresAt" DATE,
  "scope" TEXT,
  "password" TEXT,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL
);
CREATE INDEX "staff_account_userId_idx" ON "staff_account" ("userId");

CREATE TABLE "staff_verification" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "identifier" TEXT NOT NULL,
  "value" TEXT NOT NULL,
  "expiresAt" DATE NOT NULL,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL
);
CREATE INDEX "staff_verification_identifier_idx" ON "staff_verification" ("identifier");

CREATE TABLE "staff_two_factor" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "secret" TEXT NOT NULL,
  "backupCodes" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "verified" INTEGER,
  "failedVerificationCount" INTEGER,
  "lockedUntil" DATE
);
CREATE INDEX "staff_two_factor_secret_idx" ON "staff_two_factor" ("secret");
CREATE INDEX "staff_two_factor_userId_idx" ON "staff_two_factor" ("userId");

CREATE TABLE "staff_passkey" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "name" TEXT,
  "publicKey" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  "credentialID" TEXT NOT NULL,
  "counter" INTEGER NOT NULL,
  "deviceType" TEXT NOT NULL,
  "backedUp" INTEGER NOT NULL,
  "transports" TEXT,
  "createdAt" DATE,
  "aaguid" TEXT
);
CREATE INDEX "staff_passkey_userId_idx" ON "staff_passkey" ("userId");
CREATE INDEX "staff_passkey_credentialID_idx" ON "staff_passkey" ("credentialID");

-- One-time links printed by `npm run staff -- invite` and `reset-mfa`. Only a SHA-256
-- of the token is stored: a copy of the database cannot be turned into a sign-in.
CREATE TABLE staff_invitations (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set when enrolment completes (password and authenticator confirmed).
  used_at TEXT
) STRICT;
CREATE INDEX staff_invitations_user_idx ON staff_invitations (user_id);

-- A revoked member cannot sign in by any path until invited again.
CREATE TABLE staff_revocations (
  user_id TEXT PRIMARY KEY REFERENCES "staff_user" ("id") ON DELETE CASCADE,
  revoked_at TEXT NOT NULL
) STRICT;

-- Fixed-window counters of sign-in and code attempts, per account and per client
-- address; in the database so that every instance counts the same attempts.
CREATE TABLE staff_auth_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
) STRICT;

-- TOTP codes already accepted, kept for their validity window: a code works once.
CREATE TABLE staff_used_codes (
  user_id TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, code_hash)
) STRICT;

-- The audit log: append-only (triggers refuse UPDATE and DELETE). Times are UTC
-- ISO 8601 with milliseconds; detail is a JSON object or NULL.
CREATE TABLE staff_audit_events (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_email TEXT,
  event TEXT NOT NULL,
  subject TEXT,
  detail TEXT CHECK (detail IS NULL OR json_valid(detail)),
  ip TEXT,
  user_agent TEXT
) STRICT;
CREATE INDEX staff_audit_events_at_idx ON staff_audit_events (at);
CREATE INDEX staff_audit_events_actor_idx ON staff_audit_events (actor_id, at);
CREATE TRIGGER staff_audit_events_no_update BEFORE UPDATE ON staff_audit_events
BEGIN SELECT RAISE(ABORT, 'staff_audit_events is append-only'); END;
CREATE TRIGGER staff_audit_events_no_delete BEFORE DELETE ON staff_audit_events
BEGIN SELECT RAISE(ABORT, 'staff_audit_events is append-only'); END;
