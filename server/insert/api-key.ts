import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { errors } from "./postgrest-errors.ts";

/**
 * The anon key gate in front of every /rest/v1 route, like Supabase's gateway: the
 * `apikey` header or an `Authorization: Bearer` token (PostgREST's own way) must be
 * present, and every credential sent must be the anon key. Any other bearer token,
 * a real JWT included, is refused: this server knows one key and grants it one thing.
 */
export function apiKeyGate(anonKey: string): (request: FastifyRequest) => Promise<void> {
  const expected = Buffer.from(anonKey);
  // The anon key is public, so timing leaks nothing today; constant time costs nothing
  // and stays right if a secret key is ever checked here.
  const matches = (value: string) => {
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return async (request) => {
    // CORS preflights never carry credentials; cors.ts answers them.
    if (request.method === "OPTIONS") return;
    const { apikey, authorization } = request.headers;
    if (apikey === undefined && authorization === undefined) throw errors.noApiKey();
    if (apikey !== undefined && (typeof apikey !== "string" || !matches(apikey))) {
      throw errors.invalidApiKey("apikey header");
    }
    if (authorization !== undefined) {
      const token = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
      if (token === undefined || !matches(token)) throw errors.invalidApiKey("Authorization header");
    }
  };
}
