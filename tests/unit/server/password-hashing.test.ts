import { scrypt } from "node:crypto";
import { availableParallelism } from "node:os";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { createAuth } from "#server/auth/library/create-auth.ts";
import { HASHES_AT_ONCE, passwordHashing } from "#server/auth/passwords/password-hashing.ts";
import { PORTAL_REALM, STAFF_REALM } from "#server/auth/realm.ts";
import { sqliteSql } from "#server/store/sqlite-sql.ts";

// Staff passwords are hashed by better-auth alone. What it does with them is pinned here,
// because an upgrade or a change of module resolution could silently change it: a hash in
// pure JavaScript runs on the event loop and stalls every request while one is computed,
// and weaker parameters would make stolen hashes cheaper to crack.

/** The module better-auth's password hashing imports, as plain Node resolves it for the server. */
function hashingModule(): string {
  const crypto = import.meta.resolve("better-auth/crypto");
  return import.meta.resolve("@better-auth/utils/password", crypto);
}

/** scrypt with the parameters the stored hashes claim to use, computed by Node itself. */
function scryptKey(password: string, salt: string): Promise<string> {
  const N = 16384;
  const r = 16;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, 64, { N, r, p: 1, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key.toString("hex")),
    );
  });
}

describe("staff password hashing", () => {
  it("runs on Node's native scrypt (the thread pool), not the pure-JavaScript fallback", () => {
    expect(hashingModule()).toMatch(/\/@better-auth\/utils\/dist\/password\.node\.mjs$/);
  });

  it("stores salt:key in hex, scrypt N=16384 r=16 p=1, 64-byte key, over the NFKC form", async () => {
    const { hashPassword, verifyPassword } = await import("better-auth/crypto");
    // "ﬁ" (one ligature character) is "fi" in NFKC: both must give the same key.
    const stored = await hashPassword("staff passphrase ﬁle 2026");
    const [salt = "", key = ""] = stored.split(":");
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toMatch(/^[0-9a-f]{128}$/);
    expect(await scryptKey("staff passphrase file 2026", salt)).toBe(key);
    expect(await verifyPassword({ hash: stored, password: "staff passphrase file 2026" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "staff passphrase file 2027" })).toBe(false);
  });
});

describe("password hashing queue", () => {
  const password = "staff passphrase queue 2026";

  it("hashes on at most one thread per core, leaving the pool a thread; the rest wait their turn, and each gets its answer", async () => {
    const stored = await passwordHashing.hash(password);
    const cores = HASHES_AT_ONCE;
    expect(cores).toBe(
      Math.max(1, Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1)),
    );
    const checks = Array.from({ length: cores + 3 }, (_, n) =>
      passwordHashing.verify({ hash: stored, password: n % 2 === 0 ? password : `${password}!` }),
    );
    expect(passwordHashing.load()).toEqual({ hashing: cores, waiting: 3 });
    expect(await Promise.all(checks)).toEqual(checks.map((_, n) => n % 2 === 0));
    expect(passwordHashing.load()).toEqual({ hashing: 0, waiting: 0 });
  });

  it("is the hashing both realms' sign-in and invitations use", async () => {
    const db = new DatabaseSync(":memory:");
    const settings = {
      origin: "http://localhost:4999",
      secret: "s".repeat(40),
      renewAfterSeconds: 60,
      firmName: "UCP",
    };
    for (const realm of [STAFF_REALM, PORTAL_REALM]) {
      const auth = createAuth(
        realm,
        { ...sqliteSql(db, db, async () => undefined), driver: db },
        settings,
        undefined,
      );
      const context = await auth.$context;
      expect(context.password.verify).toBe(passwordHashing.verify);
      expect(context.password.hash).toBe(passwordHashing.hash);
    }
    db.close();
  });
});
