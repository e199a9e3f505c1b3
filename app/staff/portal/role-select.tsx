import { SelectField } from "#app/ui/choice-fields.tsx";
import { portalLabels } from "#app/ui/portal-labels.ts";
import { PORTAL_ROLES } from "#common/portal-api.ts";
import { portalCopy } from "./portal-copy.ts";

const ROLES = PORTAL_ROLES.map((role) => ({ value: role, label: portalLabels.roles[role] }));

/** A person's role in an organisation, chosen from the portal's roles (field "role"). */
export function RoleSelect({ label, error }: { label: string; error: string | undefined }) {
  return (
    <SelectField
      label={label}
      name="role"
      options={ROLES}
      placeholder={portalCopy.form.placeholder}
      error={error}
    />
  );
}
