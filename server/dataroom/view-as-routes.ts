import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageTextView, PersonDocumentList, PreviewDocumentView } from "#common/portal-documents-api.ts";
import { previewReader } from "#server/documents/render/page-address.ts";
import { viewerPage } from "#server/documents/render/viewer-page.ts";
import { PAGE_IMAGE_TYPE } from "#server/documents/watermark/watermark.ts";
import type { Viewer } from "#server/portal/access.ts";
import { NEEDS, viewerFor } from "#server/portal/person/person-views.ts";
import { portalErrors } from "#server/portal/portal-errors.ts";
import { paramOf, recordId } from "#server/portal/request-input.ts";
import { STAFF_ROUTE } from "#server/portal/route-table.ts";
import { viewedAs } from "#server/portal/staff/view-as-routes.ts";
import type { DocumentDeps } from "./deps.ts";
import { pageParam } from "./inputs.ts";
import { documentFor, documentListFor, summaryOf } from "./person-access.ts";
import { checkAddress, pageAddresses, pageFor, watermarkOf } from "./reading.ts";

const LIST = "/people/:personId/view-as/deals/:dealId/documents";
const ONE = `${LIST}/:documentId`;

/** The organisation field of a preview's watermark: whose view the staff member was looking at. */
const previewMark = (personName: string) => `preview as ${personName}`;

/**
 * "View as" in the data room: the person's document list, a document's opening, its page
 * text and page images, through the functions of the person's own routes with the person's
 * viewer in "view-as" mode, so a document they may not see (role, audience, end date,
 * draft, another organisation's statement) answers as it would to them. Nothing is recorded
 * for the person (no view, page time, visit or download); every look, refused or not, is one
 * audit row naming the staff member and the person. Page images carry the staff member's
 * own name and e-mail, at addresses signed for them previewing that person. No download.
 */
export function documentViewAsRoutes(app: FastifyInstance, deps: DocumentDeps) {
  const look = async <T>(
    request: FastifyRequest,
    what: string,
    answer: (viewer: Viewer, person: { id: string; name: string }, now: Date) => Promise<T>,
  ): Promise<T> => {
    const personId = paramOf(request, "personId", portalErrors.noPerson);
    const person = await deps.records.getPerson(personId);
    if (!person) throw portalErrors.noPerson();
    const params = request.params as { dealId?: unknown; documentId?: unknown };
    const dealId = recordId.safeParse(params.dealId).data;
    const documentId = recordId.safeParse(params.documentId).data;
    const page = pageParam(request);
    const detail = {
      look: what,
      ...(documentId ? { documentId } : {}),
      ...(page === undefined ? {} : { page }),
    };
    const now = new Date();
    return viewedAs(
      request,
      { personId, ...(dealId ? { dealId } : {}) },
      async () => {
        if (!dealId) throw portalErrors.access(404, "not_found");
        const viewer = await viewerFor(deps.records, {
          personId,
          dealId,
          need: NEEDS.readDeal,
          mode: "view-as",
          now,
        });
        return answer(viewer, person, now);
      },
      detail,
    );
  };
  const readerOf = (request: FastifyRequest, personId: string) => {
    if (!request.staff) throw new Error("a staff route without its staff member");
    return { staff: request.staff, key: previewReader(request.staff.id, personId) };
  };

  app.get(
    LIST,
    STAFF_ROUTE,
    (request): Promise<PersonDocumentList> =>
      look(request, "documents", (viewer, _person, now) => documentListFor(deps, viewer, now)),
  );

  app.get(
    ONE,
    STAFF_ROUTE,
    (request): Promise<PreviewDocumentView> =>
      look(request, "document", async (viewer, person, now) => {
        const opened = await documentFor(deps, request, now, viewer);
        const { document } = opened;
        const base = `/inbox/api/portal/people/${person.id}/view-as/deals/${viewer.dealId}/documents/${document.id}/pages`;
        const addresses = await pageAddresses(deps, opened, readerOf(request, person.id).key, base, now);
        const lastVisit = await deps.records.lastVisit(viewer.personId, viewer.dealId);
        return {
          ...summaryOf(document, lastVisit),
          version: document.version,
          pageCount: document.pageCount,
          outline: document.outline,
          ...addresses,
        };
      }),
  );

  app.get(
    `${ONE}/pages/:page/text`,
    STAFF_ROUTE,
    (request): Promise<PageTextView> =>
      look(request, "page text", async (viewer, _person, now) => {
        const page = await pageFor(deps, request, await documentFor(deps, request, now, viewer));
        return { index: page.page, text: page.text, links: page.links };
      }),
  );

  app.get(`${ONE}/pages/:page/image`, STAFF_ROUTE, async (request, reply: FastifyReply) => {
    const image = await look(request, "page image", async (viewer, person, now) => {
      const opened = await documentFor(deps, request, now, viewer);
      const { staff, key } = readerOf(request, person.id);
      const openedAt = await checkAddress(deps, request, opened, key, now);
      const page = await pageFor(deps, request, opened);
      const reader = { name: staff.name, email: staff.email, organisation: previewMark(person.name) };
      return viewerPage(deps.blobs, page.image, await watermarkOf(deps, request, opened, reader, openedAt));
    });
    return reply.type(PAGE_IMAGE_TYPE).header("cache-control", "no-store").send(image.data);
  });
}
