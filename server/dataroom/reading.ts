import type { FastifyRequest } from "fastify";
import {
  checkPageAddress,
  PAGE_ADDRESS_SECONDS,
  signPageAddress,
} from "#server/documents/render/page-address.ts";
import type { Viewer as Watermarked } from "#server/documents/watermark/text.ts";
import { recordDocumentAudit } from "./audit.ts";
import type { DocumentDeps } from "./deps.ts";
import { documentErrors } from "./errors.ts";
import { addressQuery, pageParam, queryOf } from "./inputs.ts";
import type { documentFor } from "./person-access.ts";

/** The people's routes of one document. */
export const BASE = "/deals/:dealId/documents/:documentId";

export type Opened = Awaited<ReturnType<typeof documentFor>>;

/** A version's name in page addresses: the document's id (22 characters) and its number. */
export const versionIdOf = (document: { id: string; version: number }) =>
  `${document.id}_${document.version}`;

/** Who is reading, as burned into page images and stamped on downloads: the signed-in person by default. */
export async function watermarkOf(
  deps: DocumentDeps,
  request: FastifyRequest,
  opened: Opened,
  reader: { name: string; email: string; organisation?: string } | undefined = request.portalPerson,
  at = new Date(),
): Promise<Watermarked> {
  const names = await deps.records.organisationNames([opened.through.organisationId]);
  return {
    name: reader?.name ?? "",
    email: reader?.email ?? "",
    organisation: reader?.organisation ?? names.get(opened.through.organisationId) ?? "",
    at,
  };
}

/**
 * The document's pages at addresses signed for `reader` (page-address.ts) under `base`,
 * working for PAGE_ADDRESS_SECONDS from `now`.
 */
export async function pageAddresses(
  deps: DocumentDeps,
  opened: Pick<Opened, "document">,
  reader: string,
  base: string,
  now: Date,
) {
  const versionId = versionIdOf(opened.document);
  const pages = await Promise.all(
    Array.from({ length: opened.document.pageCount ?? 0 }, async (_, index) => {
      // Tokens count pages from 1 (page-address.ts); this API's indexes count from 0.
      const token = await signPageAddress(deps.secret, reader, { versionId, page: index + 1 }, now.getTime());
      return { index, image: `${base}/${index}/image?token=${token}`, text: `${base}/${index}/text` };
    }),
  );
  return {
    pages,
    addressesExpireAt: new Date(now.getTime() + PAGE_ADDRESS_SECONDS * 1000).toISOString(),
  };
}

/**
 * Refuses a page image request whose `?token=` was not signed for `reader`, for this
 * version (a replaced document needs a new opening) and this page, or has expired.
 */
export async function checkAddress(
  deps: DocumentDeps,
  request: FastifyRequest,
  opened: Pick<Opened, "document">,
  reader: string,
  now: Date,
): Promise<Date> {
  const { token } = queryOf(addressQuery, request);
  const index = pageParam(request);
  const address = await checkPageAddress(deps.secret, reader, token, now.getTime());
  if (!address || address.versionId !== versionIdOf(opened.document) || address.page !== (index ?? -1) + 1)
    throw documentErrors.badAddress();
  return address.signedAt;
}

/**
 * The page named in the URL, within the document's pages, drawn (waiting for it if need be);
 * a page that cannot be drawn gets its final answer.
 */
export async function pageFor(deps: DocumentDeps, request: FastifyRequest, opened: Pick<Opened, "document">) {
  const { document } = opened;
  if (document.pageCount === null) throw documentErrors.notViewable();
  const index = pageParam(request);
  if (index === undefined || index >= document.pageCount) throw documentErrors.noPage();
  const file = {
    documentId: document.id,
    version: document.version,
    sha256: document.sha256,
    pageCount: document.pageCount,
  };
  const page = await deps.pages.page(file, index);
  if (page === "failed") throw documentErrors.unshowable();
  if (!page) throw documentErrors.notReady();
  return page;
}

export const audit = (
  request: FastifyRequest,
  opened: Opened,
  event: Parameters<typeof recordDocumentAudit>[1],
  detail = {},
) =>
  recordDocumentAudit(
    request,
    event,
    {
      dealId: opened.document.dealId,
      organisationId: opened.through.organisationId,
      documentId: opened.document.id,
    },
    { version: opened.document.version, ...detail },
  );
