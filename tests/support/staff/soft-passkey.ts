// A software passkey for integration tests: what a platform authenticator sends, built from
// a P-256 key (node:crypto) and the WebAuthn formats ("none" attestation, CBOR), so the
// server's real WebAuthn verification runs without a browser. End-to-end tests use
// Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

/** The subset of CBOR (RFC 8949) that attestation objects and COSE keys use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string")
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64url = (data: Buffer) => data.toString("base64url");

export interface SoftPasskey {
  /** The body of verify-registration for `options` (from generate-register-options). */
  register(options: { challenge: string }): Record<string, unknown>;
  /** The body of verify-authentication for `options` (from generate-authenticate-options). */
  authenticate(options: { challenge: string }): Record<string, unknown>;
}

export function softPasskey(origin: string, rpId: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const rpIdHash = sha256(rpId);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const count = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(++counter);
    return bytes;
  };
  return {
    register({ challenge }) {
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? "", "base64url")],
          [-3, Buffer.from(jwk.y ?? "", "base64url")],
        ]),
      );
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      // Flags: user present, user verified, attested credential data included.
      const authData = Buffer.concat([
        rpIdHash,
        Buffer.from([0x45]),
        count(),
        Buffer.alloc(16),
        length,
        credentialId,
        coseKey,
      ]);
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      return {
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: "public-key",
          response: {
            clientDataJSON: b64url(clientData("webauthn.create", challenge)),
            attestationObject: b64url(attestation),
            transports: ["internal"],
          },
          clientExtensionResults: {},
          authenticatorAttachment: "platform",
        },
        name: "Test passkey",
      };
    },
    authenticate({ challenge }) {
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), count()]);
      const data = clientData("webauthn.get", challenge);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: "public-key",
          response: {
            clientDataJSON: b64url(data),
            authenticatorData: b64url(authData),
            signature: b64url(signature),
          },
          clientExtensionResults: {},
          authenticatorAttachment: "platform",
        },
      };
    },
  };
}
