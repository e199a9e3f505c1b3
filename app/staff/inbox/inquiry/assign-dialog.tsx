import { useEffect, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import type { StaffMember } from "#common/inbox-api.ts";
import { isStaff, useSession } from "../../session.ts";
import { triageApi } from "../triage-api.ts";
import { triageCopy } from "../triage-copy.ts";
import type { Triage } from "../use-triage.ts";
import type { Target } from "./send-change.ts";

const copy = triageCopy.assign;
let colleagues: Promise<StaffMember[]> | undefined;

/** The staff list, fetched once per page load (it changes rarely: invitations and revocations). */
function loadColleagues(): Promise<StaffMember[]> {
  colleagues ??= triageApi.staff().then((answer) => {
    if (answer.status === 200 && Array.isArray(answer.body)) return answer.body;
    colleagues = undefined;
    return [];
  });
  return colleagues;
}

/** `a`: assign the target to me, a colleague, or nobody; the choice is aimed when `a` was pressed. */
export function AssignDialog({
  target,
  onClose,
  triage,
}: {
  target: Target | null;
  onClose: () => void;
  triage: Triage;
}) {
  const { state } = useSession();
  const [staff, setStaff] = useState<StaffMember[] | undefined>();
  useEffect(() => {
    if (target) void loadColleagues().then(setStaff);
  }, [target]);
  if (!isStaff(state)) return null;
  const me = state.user;
  const choose = (owner: StaffMember | null) => {
    onClose();
    if (target) void triage.act({ ownerId: owner?.id ?? null }, { target, owner });
  };
  const others = (staff ?? []).filter((member) => member.id !== me.id);
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      heading={copy.heading}
      closeLabel={copy.close}
      className="assign"
    >
      <ul className="choices">
        <li>
          <button type="button" onClick={() => choose(me)}>
            {copy.me(me.name)}
          </button>
        </li>
        {staff === undefined ? <li aria-busy="true">{copy.loading}</li> : null}
        {others.map((member) => (
          <li key={member.id}>
            <Button variant="secondary" onClick={() => choose(member)}>
              <bdi>{member.name}</bdi> <span className="hint">{member.email}</span>
            </Button>
          </li>
        ))}
        <li>
          <Button variant="secondary" onClick={() => choose(null)}>
            {copy.nobody}
          </Button>
        </li>
      </ul>
    </Dialog>
  );
}
