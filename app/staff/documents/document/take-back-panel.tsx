import { useId, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { PortalDealAccess } from "#common/portal-api.ts";
import type { DocumentActivity, StaffDocumentView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi, dataRoomPath } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";

const text = dataRoomCopy.takeBack;

/** The organisations that reach the document now: the whole deal's live grants, or those chosen. */
function reaching(document: StaffDocumentView, access: PortalDealAccess): string[] {
  if (document.status !== "published") return [];
  if (document.audience === "organisations") return document.organisations.map((o) => o.name);
  return access.grants.filter((grant) => grant.live).map((grant) => grant.organisation.name);
}

/** Who loses access, named before anything ends. */
function Losing({ document, names }: { document: StaffDocumentView; names: string[] }) {
  if (document.status !== "published") return <p>{text.draftNobody}</p>;
  if (names.length === 0) return <p>{text.nobodyLosing}</p>;
  return (
    <>
      <p>{text.losing}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <bdi>{name}</bdi>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Unpublishing and deleting, each only after a confirmation that names the organisations
 * losing access and says what goes: unpublishing keeps everything, deleting keeps nothing.
 */
export function TakeBackPanel({
  document,
  access,
  activity,
}: {
  document: StaffDocumentView;
  access: PortalDealAccess;
  activity: DocumentActivity;
}) {
  const [asking, setAsking] = useState<"unpublish" | "delete" | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const headingId = useId();
  const names = reaching(document, access);
  const close = () => {
    setAsking(null);
    setError(undefined);
  };
  const confirm = async () => {
    setBusy(true);
    const result =
      asking === "delete"
        ? await api(dataRoomApi.document(document.id), { method: "DELETE" })
        : await api(dataRoomApi.publish(document.id), { method: "DELETE" });
    setBusy(false);
    if (result.status !== 200 && result.status !== 204) return setError(refusalOf(result));
    if (asking === "delete")
      return navigate(dataRoomPath.deal(document.dealId), { state: { deleted: document.title } });
    close();
    void revalidator.revalidate();
  };
  const unpublishing = asking === "unpublish";
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <div className="row take-back">
        {document.status === "published" ? (
          <Button variant="secondary" onClick={() => setAsking("unpublish")}>
            {text.unpublish}
          </Button>
        ) : null}
        <Button variant="danger" onClick={() => setAsking("delete")}>
          {text.delete}
        </Button>
      </div>
      <Dialog
        open={asking !== null}
        onClose={close}
        heading={unpublishing ? text.unpublishHeading(document.title) : text.deleteHeading(document.title)}
        closeLabel={text.cancel}
        className="confirm"
      >
        <Losing document={document} names={names} />
        <p>
          {unpublishing
            ? text.unpublishRemoves
            : text.deleteRemoves(document.versions.length, activity.views.length, activity.downloads.length)}
        </p>
        <FormError message={error} />
        <Button variant={unpublishing ? "primary" : "danger"} disabled={busy} onClick={() => void confirm()}>
          {unpublishing ? text.confirmUnpublish : text.confirmDelete}
        </Button>
      </Dialog>
    </section>
  );
}
