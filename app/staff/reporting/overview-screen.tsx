import { useLoaderData } from "react-router";
import { useFocusOnMount } from "#app/staff/portal/use-focus-on-mount.ts";
import { BankSection } from "./bank-section.tsx";
import { NoticeList } from "./notice-list.tsx";
import type { Overview } from "./overview-route.ts";
import { RaiseSection } from "./raise-section.tsx";
import { reportingCopy as copy } from "./reporting-copy.ts";
import { ReportingNav } from "./reporting-nav.tsx";
import { SettingsForm } from "./settings-form.tsx";
import "./reporting.css";

/** A deal's reporting: settings, the raise, calls and distributions, and the bank details for calls. */
export function ReportingOverview() {
  const overview = useLoaderData() as Overview;
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="deal-reporting" className="reporting">
      <h2 id="deal-reporting" ref={heading} tabIndex={-1}>
        {copy.heading}
      </h2>
      <ReportingNav />
      <SettingsForm settings={overview.settings} />
      {overview.settings ? (
        <>
          <RaiseSection overview={overview} />
          <NoticeList notices={overview.notices} currency={overview.settings.currency} />
          <BankSection bankDetails={overview.bankDetails} />
        </>
      ) : null}
    </section>
  );
}
