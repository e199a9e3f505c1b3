import { Form, useActionData, useNavigation } from "react-router";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingScreen } from "./reporting-nav.tsx";
import "./reporting.css";

const copy = reportingCopy.imports;

/** A fund administrator's CSV or XLSX file, uploaded to be previewed before anything changes. */
export function UploadScreen() {
  const result = useActionData() as FormResult | undefined;
  const busy = useNavigation().state !== "idle";
  const error = result && !result.ok ? result.problems[0]?.message : undefined;
  return (
    <ReportingScreen id="reporting-import" heading={copy.heading}>
      <Form method="post" encType="multipart/form-data" className="panel" noValidate>
        <div className="field">
          <label htmlFor="import-file">{copy.file}</label>
          <span id="import-file-hint" className="hint">
            {copy.fileHint}
          </span>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "import-file-hint import-file-error" : "import-file-hint"}
          />
          {error ? (
            <span id="import-file-error" className="error" role="alert">
              {error}
            </span>
          ) : null}
        </div>
        <button type="submit" disabled={busy}>
          {copy.upload}
        </button>
      </Form>
    </ReportingScreen>
  );
}
