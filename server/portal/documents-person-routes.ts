import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PersonDocumentList, PersonDocumentView } from "../../common/portal-documents-api.ts";
import { readBlob } from "../documents/read-blob.ts";
import { watermarkedPage } from "../documents/watermark.ts";
import type { Viewer as Watermarked } from "../documents/watermark-text.ts";
import { recordDocumentAudit } from "./documents-audit.ts";
import type { DocumentDeps } from "./documents-deps.ts";
import { documentErrors } from "./documents-errors.ts";
import { addressQuery, beatInput, pageParam, queryOf } from "./documents-inputs.ts";
import { documentFor, readersPaths, summaryOf, viewerOf } from "./documents-person-access.ts";
import { ADDRESS_SECONDS } from "./documents-signing.ts";
import { NEEDS } from "./person-views.ts";
import { bodyOf, paramOf } from "./request-input.ts";
import { dealRoute } from "./route-table.ts";

type Opened = Awaited<ReturnType<typeof documentFor>>;

const BASE = "/deals/:dealId/documents/:documentId";

/** Who is reading, as burned into page images and stamped on downloads. */
async function watermarkOf(
  deps: DocumentDeps,
  request: FastifyRequest,
  opened: Opened,
): Promise<Watermarked> {
  const person = request.portalPerson;
  const names = await deps.records.organisationNames([opened.through.organisationId]);
  return {
    name: person?.name ?? "",
    email: person?.email ?? "",
    organisation: names.get(opened.through.organisationId) ?? "",
    at: new Date(),
  };
}

/** The page named in the URL, within the document's pages, drawn (waiting for it if need be). */
async function pageFor(deps: DocumentDeps, request: FastifyRequest, opened: Opened) {
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
  if (!page) throw documentErrors.notReady();
  return page;
}

const audit = (
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

/**
 * The people's data room under /portal/api/deals/:dealId/documents: behind the access
 * rule (a live grant, the terms), then each document's own rule (documentFor). Every
 * opening, page, page text, page time and download is in the audit log.
 */
export function documentPersonRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const route = dealRoute(deps.records, NEEDS.readDeal);

  app.get("/deals/:dealId/documents", route, async (request): Promise<PersonDocumentList> => {
    const viewer = viewerOf(request);
    const now = new Date();
    const lastVisit = await deps.records.lastVisit(viewer.personId, viewer.dealId);
    const list: PersonDocumentList = { deal: [], forYou: [] };
    for (const document of await deps.documents.publishedDocuments(viewer.dealId)) {
      if (readersPaths(viewer, document, now).length === 0) continue;
      (document.audience === "deal" ? list.deal : list.forYou).push(summaryOf(document, lastVisit));
    }
    await recordDocumentAudit(
      request,
      "portal_documents_listed",
      { dealId: viewer.dealId },
      { count: list.deal.length + list.forYou.length },
    );
    return list;
  });

  app.get(BASE, route, async (request): Promise<PersonDocumentView> => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const { document, viewer } = opened;
    const viewId = await deps.documents.openView(
      document.id,
      document.version,
      viewer.personId,
      opened.through.organisationId,
      now,
    );
    const expires = Math.floor(now.getTime() / 1000) + ADDRESS_SECONDS;
    const base = `/portal/api/deals/${viewer.dealId}/documents/${document.id}/pages`;
    const pages = Array.from({ length: document.pageCount ?? 0 }, (_, index) => {
      const signature = deps.signer.sign({
        personId: viewer.personId,
        documentId: document.id,
        version: document.version,
        page: index,
        expires,
      });
      return {
        index,
        image: `${base}/${index}/image?version=${document.version}&expires=${expires}&signature=${signature}`,
        text: `${base}/${index}/text`,
      };
    });
    await audit(request, opened, "portal_document_opened", { viewId });
    const lastVisit = await deps.records.lastVisit(viewer.personId, viewer.dealId);
    return {
      ...summaryOf(document, lastVisit),
      version: document.version,
      pageCount: document.pageCount,
      viewId,
      outline: document.outline,
      pages,
      addressesExpireAt: new Date(expires * 1000).toISOString(),
    };
  });

  app.get(`${BASE}/pages/:page/image`, route, async (request, reply: FastifyReply) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const address = queryOf(addressQuery, request);
    const index = pageParam(request);
    const signed = {
      personId: opened.viewer.personId,
      documentId: opened.document.id,
      version: address.version,
      page: index ?? -1,
      expires: address.expires,
    };
    // Signed for this person, this version (a replaced document needs a new opening) and page.
    if (address.version !== opened.document.version || !deps.signer.check(signed, address.signature, now))
      throw documentErrors.badAddress();
    const page = await pageFor(deps, request, opened);
    const clean = await readBlob(deps.blobs, page.image);
    const image = await watermarkedPage(
      Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength),
      await watermarkOf(deps, request, opened),
    );
    await audit(request, opened, "portal_document_page_viewed", { page: page.page });
    return reply.type("image/webp").header("cache-control", "no-store").send(image.data);
  });

  app.get(`${BASE}/pages/:page/text`, route, async (request) => {
    const opened = await documentFor(deps, request, new Date());
    const page = await pageFor(deps, request, opened);
    await audit(request, opened, "portal_document_page_text_viewed", { page: page.page });
    return { index: page.page, text: page.text, links: page.links };
  });

  app.get(`${BASE}/download`, route, async (request, reply) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const { document, viewer } = opened;
    if (!document.downloadAllowed) throw documentErrors.downloadOff();
    const bytes = await readBlob(deps.blobs, document.sha256);
    // A PDF is stamped for the person on every page; other files go as stored (no engine stamps them).
    const body =
      document.pageCount === null
        ? bytes
        : await deps.pool.stamp(bytes, await watermarkOf(deps, request, opened));
    await deps.documents.recordDownload(
      document.id,
      document.version,
      viewer.personId,
      opened.through.organisationId,
      now,
    );
    await audit(request, opened, "portal_document_downloaded", { stamped: document.pageCount !== null });
    const name = encodeURIComponent(document.fileName);
    return reply
      .type(document.mediaType)
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename*=UTF-8''${name}`)
      .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });

  app.post(`${BASE}/views/:viewId/beats`, route, async (request) => {
    const now = new Date();
    const opened = await documentFor(deps, request, now);
    const viewId = paramOf(request, "viewId", documentErrors.noView);
    const beat = bodyOf(beatInput, request);
    if (beat.page >= (opened.document.pageCount ?? 0)) throw documentErrors.noPage();
    const counted = await deps.documents.beat(
      viewId,
      opened.document.id,
      opened.viewer.personId,
      beat.page,
      beat.seconds,
      now,
    );
    if (counted === undefined) throw documentErrors.noView();
    await audit(request, opened, "portal_document_page_time", { viewId, page: beat.page, seconds: counted });
    return { counted };
  });
}
