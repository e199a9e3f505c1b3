-- The portal's sign-in (decision 0021): a second instance of the authentication library
-- for investors and sponsors. Its six tables have 004's columns under a portal_ prefix.
-- A library user is a person of 009: portal_user.id = portal_people.id, made when the
-- person is first invited; the person's name and e-mail (lower case, as the library
-- looks addresses up) are copied to it by the triggers below, so the person's record
-- stays the one place staff edit them. Then the project's invitations and revocations.
-- Limits, used codes and the audit log are 004's tables, shared (keys carry the realm).
CREATE TABLE "portal_user" (
  "id" TEXT NOT NULL PRIMARY KEY REFERENCES portal_people (id) ON DELETE CASCADE,
  "name" TEXT NOT NULL,
  "email" TEXT NOT NULL UNIQUE,
  "emailVerified" INTEGER NOT NULL,
  "image" TEXT,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL,
  "twoFactorEnabled" INTEGER
);

CREATE TABLE "portal_session" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "expiresAt" DATE NOT NULL,
  "token" TEXT NOT NULL UNIQUE,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL,
  "ipAddress" TEXT,
  "userAgent" TEXT,
  "userId" TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE
);
CREATE INDEX "portal_session_userId_idx" ON "portal_session" ("userId");

CREATE TABLE "portal_account" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "accountId" TEXT NOT NULL,
  "providerId" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
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
CREATE INDEX "portal_account_userId_idx" ON "portal_account" ("userId");

CREATE TABLE "portal_verification" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "identifier" TEXT NOT NULL,
  "value" TEXT NOT NULL,
  "expiresAt" DATE NOT NULL,
  "createdAt" DATE NOT NULL,
  "updatedAt" DATE NOT NULL
);
CREATE INDEX "portal_verification_identifier_idx" ON "portal_verification" ("identifier");

CREATE TABLE "portal_two_factor" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "secret" TEXT NOT NULL,
  "backupCodes" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  "verified" INTEGER,
  "failedVerificationCount" INTEGER,
  "lockedUntil" DATE
);
CREATE INDEX "portal_two_factor_secret_idx" ON "portal_two_factor" ("secret");
CREATE INDEX "portal_two_factor_userId_idx" ON "portal_two_factor" ("userId");

CREATE TABLE "portal_passkey" (
  "id" TEXT NOT NULL PRIMARY KEY,
  "name" TEXT,
  "publicKey" TEXT NOT NULL,
  "userId" TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  "credentialID" TEXT NOT NULL,
  "counter" INTEGER NOT NULL,
  "deviceType" TEXT NOT NULL,
  "backedUp" INTEGER NOT NULL,
  "transports" TEXT,
  "createdAt" DATE,
  "aaguid" TEXT
);
CREATE INDEX "portal_passkey_userId_idx" ON "portal_passkey" ("userId");
CREATE INDEX "portal_passkey_credentialID_idx" ON "portal_passkey" ("credentialID");

-- One-time enrolment links, sent by staff (the staff app or `npm run staff -- portal-invite`).
-- Only a SHA-256 of the token is stored: a copy of the database cannot be turned into a sign-in.
CREATE TABLE portal_invitations (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES "portal_user" ("id") ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- Set when enrolment completes (password and authenticator confirmed).
  used_at TEXT
) STRICT;
CREATE INDEX portal_invitations_user_idx ON portal_invitations (user_id);

-- A revoked person cannot sign in by any path until staff lift the revocation.
-- Keyed by the person, so someone never invited can be revoked too.
CREATE TABLE portal_revocations (
  user_id TEXT PRIMARY KEY REFERENCES portal_people (id) ON DELETE CASCADE,
  revoked_at TEXT NOT NULL,
  revoked_by TEXT NOT NULL
) STRICT;

CREATE INDEX "portal_verification_expiresAt_idx" ON "portal_verification" ("expiresAt");

CREATE TRIGGER portal_people_to_user AFTER UPDATE OF email, name ON portal_people
BEGIN
  UPDATE "portal_user" SET "email" = lower(NEW.email), "name" = NEW.name,
    "updatedAt" = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE "id" = NEW.id;
END;
