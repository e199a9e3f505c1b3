import { useLoaderData } from "react-router";
import { BankSection } from "./bank-section.tsx";
import { NoticeList } from "./notice-list.tsx";
import type { Overview } from "./overview-route.ts";
import { RaiseSection } from "./raise-section.tsx";
import { reportingCopy as copy } from "./reporting-copy.ts";
import { ReportingScreen } from "./reporting-nav.tsx";
import { SettingsForm } from "./settings-form.tsx";
import "./reporting.css";

/** A deal's reporting: settings, the raise, calls and distributions, and the bank details for calls. */
export function ReportingOverview() {
  const overview = useLoaderData() as Overview;
  return (
    <ReportingScreen id="deal-reporting" heading={copy.heading}>
      <SettingsForm settings={overview.settings} />
      {overview.settings ? (
        <>
          <RaiseSection overview={overview} />
          <NoticeList notices={overview.notices} currency={overview.settings.currency} />
          <BankSection bankDetails={overview.bankDetails} />
        </>
      ) : null}
    </ReportingScreen>
  );
}
