import { STATUS_CODES } from "node:http";
import { errors, type PostgrestErrorBody } from "#server/insert/postgrest-errors.ts";
import { ERROR_COPY, HOME_LINK } from "./error-copy.ts";

/**
 * The answer to a refused request, in the project's shape wherever it is given (a route,
 * Fastify's error handler, or a raw response written before Fastify sees the request):
 * PostgREST's JSON under the data API, a small HTML page for the site. The page has no
 * inline script or style, so the site's Content-Security-Policy allows it as it is.
 */
export interface ErrorAnswer {
  contentType: string;
  body: string;
}

const API_PATH = /^\/rest\/v1(\/|$|\?)/;

export function isApiPath(path: string | undefined): boolean {
  return path !== undefined && API_PATH.test(path);
}

export function errorPage(status: number): string {
  const copy = ERROR_COPY[status] ?? ERROR_COPY.fallback;
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${copy.title}</title></head>`,
    `<body><main><h1>${copy.title}</h1><p>${copy.text}</p>`,
    `<p><a href="/">${HOME_LINK}</a></p></main></body></html>`,
    "",
  ].join("\n");
}

/** PostgREST's body for a refusal PostgREST itself never makes (a gateway's): the status is the code. */
export function gatewayError(status: number): PostgrestErrorBody {
  if (status === 404) return errors.invalidPath().body;
  return { code: String(status), details: null, hint: null, message: STATUS_CODES[status] ?? "Error" };
}

export function errorAnswer(status: number, path: string | undefined): ErrorAnswer {
  return isApiPath(path)
    ? { contentType: "application/json; charset=utf-8", body: JSON.stringify(gatewayError(status)) }
    : { contentType: "text/html; charset=utf-8", body: errorPage(status) };
}
