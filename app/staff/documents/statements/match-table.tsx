import { type FormEvent, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { FormError } from "#app/ui/field.tsx";
import type { PortalDealAccess } from "#common/portal-api.ts";
import type { StatementBatchView } from "#common/portal-documents-api.ts";
import { api } from "../../api.ts";
import { dataRoomCopy } from "../data-room-copy.ts";
import { dataRoomApi } from "../data-room-paths.ts";
import { refusalOf } from "../refusal.ts";
import { TableScroll } from "../table-scroll.tsx";

const text = dataRoomCopy.batch;
type Row = StatementBatchView["files"][number];

/** One row per file: the organisation its name matched, or a choice to fix it with. */
export function MatchTable({
  batch,
  access,
  onChanged,
}: {
  batch: StatementBatchView;
  access: PortalDealAccess;
  onChanged: () => void;
}) {
  if (batch.files.length === 0) return <p>{dataRoomCopy.batch.missingFiles}</p>;
  return (
    <TableScroll label={dataRoomCopy.tables.match}>
      <table className="data-room-table match-table">
        <thead>
          <tr>
            <th scope="col">{text.file}</th>
            <th scope="col">{text.match}</th>
            <th scope="col">{text.organisation}</th>
          </tr>
        </thead>
        <tbody>
          {batch.files.map((row) => (
            <tr key={row.documentId} className={`is-${row.match}`}>
              <th scope="row">
                <bdi>{row.fileName}</bdi>
              </th>
              <td>{text.matches[row.match]}</td>
              <td>
                <bdi>{row.organisations.map((organisation) => organisation.name).join(", ")}</bdi>
                {batch.status === "draft" && row.match !== "matched" ? (
                  <FixRow row={row} access={access} onChanged={onChanged} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Names the organisation of a file whose name matched none, or more than one. */
function FixRow({ row, access, onChanged }: { row: Row; access: PortalDealAccess; onChanged: () => void }) {
  const [error, setError] = useState<string>();
  const live = access.grants.filter((grant) => grant.live);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const organisationId = String(new FormData(event.currentTarget).get("organisationId") ?? "");
    if (!organisationId) return;
    const result = await api(dataRoomApi.document(row.documentId), {
      method: "PATCH",
      body: { audience: "organisations", organisationIds: [organisationId] },
    });
    if (result.status !== 200) return setError(refusalOf(result));
    onChanged();
  };
  return (
    <form className="fix-row" onSubmit={(event) => void submit(event)}>
      <select name="organisationId" aria-label={text.chooseFor(row.fileName)} defaultValue="">
        <option value="" disabled>
          {text.choose}
        </option>
        {live.map((grant) => (
          <option key={grant.organisationId} value={grant.organisationId}>
            {grant.organisation.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {text.set}
      </Button>
      <FormError message={error} />
    </form>
  );
}
