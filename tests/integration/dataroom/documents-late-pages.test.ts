import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PersonDocumentView, StaffDocumentView } from "#common/portal-documents-api.ts";
import type { RenderPool } from "#server/documents/render/pool.ts";
import { DATABASE_KINDS } from "#tests/support/database/databases.ts";
import { pdfFixture } from "#tests/support/documents/pdf-fixtures.ts";
import {
  ORIGIN,
  type Person,
  type PortalContentFixture,
  portalContentFixture,
  putFile,
  STAFF_API,
} from "#tests/support/portal/index.ts";
import { eventually } from "#tests/support/servers/smtp.ts";

// A PDF whose page 1 passes the check at upload and whose page 2 is a decompression bomb
// (tests/fixtures/pdf/README.md): page 2 is tried once, kept as failed, and every later
// request for it gets the same final answer without drawing anything again; staff see it.
// Its page addresses open only at the one spelling of their signature that signing gives.

describe.each(DATABASE_KINDS)("a page that cannot be drawn, on %s", (kind) => {
  let fx: PortalContentFixture;
  let deal: string;
  let reader: Person;
  /** Page 1's address, as the reader's opening of the document gave it. */
  let firstImage = "";

  const poolOf = (server: { app: { renderPool?: RenderPool } }) => {
    const pool = server.app.renderPool;
    if (!pool) throw new Error("the data room is not on");
    return pool;
  };
  const draws = () => ({ api: { ...poolOf(fx.api).drawn }, people: { ...poolOf(fx.people).drawn } });
  const fetchAs = (who: Person, path: string) =>
    fetch(`${fx.people.base}${path}`, {
      headers: { origin: ORIGIN, cookie: [...who.client.cookies].map(([n, v]) => `${n}=${v}`).join("; ") },
    });

  /** The page at `path` answers as a JPEG image, read to its end. */
  const expectImage = async (path: string) => {
    const answer = await fetchAs(reader, path);
    expect([answer.status, answer.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect((await answer.bytes()).subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  };

  beforeAll(async () => {
    fx = await portalContentFixture(kind, "late_pages");
    deal = await fx.deal("Late Pages Fund");
    const org = await fx.organisation("Org Late");
    await fx.grant(deal, org);
    reader = await fx.person("Rita Reader", [[org, "principal"]]);
  });
  afterAll(async () => fx?.close());

  it("answers page 2 for good, draws it once, and names it to staff", async () => {
    const path = `${STAFF_API}/deals/${deal}/documents?name=Bomb%20on%20two.pdf&type=data_room`;
    const upload = await putFile(fx.api.base, ORIGIN, fx.staff, path, pdfFixture("bomb-page-two"));
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const id = upload.body.id;
    await fx.make(`/documents/${id}/publication`, undefined, 200);

    // The upload's background drawing ends with pages 1 and 3 kept and page 2 failed.
    const staffView = async () =>
      (await fx.staff.json<StaffDocumentView>(`${STAFF_API}/documents/${id}`)).body;
    const settled = await eventually(async () => {
      const [version] = (await staffView()).versions;
      const pages = await fx.db.query(
        `SELECT count(*) AS n FROM portal_document_pages WHERE document_id = '${id}'`,
      );
      return version?.failedPages.length && Number(pages[0]?.n) === 2 ? version : undefined;
    }, "the pages drawn or failed");
    expect(settled.failedPages).toEqual([1]);
    const drawnAtUpload = draws();
    // Page 1 at admission, in a job of its own; then pages 1 and 2 in one job (page 2
    // stopped it), page 3 in the next: page 2 was asked of the engine once.
    expect(drawnAtUpload.api).toEqual({ jobs: 3, pages: 4 });

    const opened = await reader.call<PersonDocumentView>(`/deals/${deal}/documents/${id}`);
    expect(opened.status).toBe(200);
    const [first, second, third] = opened.body.pages;
    for (let round = 0; round < 3; round++) {
      const failed = await fetchAs(reader, second?.image ?? "");
      expect(failed.status).toBe(422);
      expect(await failed.json()).toMatchObject({ code: "page_unshowable" });
      const text = await fetchAs(reader, second?.text ?? "");
      expect([text.status, ((await text.json()) as { code: string }).code]).toEqual([422, "page_unshowable"]);
    }
    for (const page of [first, third]) await expectImage(page?.image ?? "");
    firstImage = first?.image ?? "";
    // Nothing was drawn again, on the instance that uploaded or on the one that served.
    expect(draws()).toEqual({ api: drawnAtUpload.api, people: { jobs: 0, pages: 0 } });
  });

  it("opens a page only at its signature's one canonical spelling", async () => {
    const url = new URL(firstImage, fx.people.base);
    const token = url.searchParams.get("token") ?? "";
    const signature = token.split(".").at(-1) ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1) ?? "");
    const spellings = [1, 2, 3].map((bits) => `${signature.slice(0, -1)}${alphabet[last ^ bits]}`);
    for (const spelling of [...spellings, `${signature}=`]) {
      url.searchParams.set("token", `${token.slice(0, -signature.length)}${spelling}`);
      const answer = await fetchAs(reader, `${url.pathname}${url.search}`);
      expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([
        403,
        "address_refused",
      ]);
    }
    await expectImage(firstImage);
  });
});
