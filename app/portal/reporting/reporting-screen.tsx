import { useLoaderData } from "react-router";
import { AccountView } from "./account-view.tsx";
import { RaiseView } from "./raise-view.tsx";
import type { ReportingPage } from "./reporting-loader.ts";
import "./reporting.css";

/** A deal's reporting: the investor's capital account and notices, or the sponsor's raise. */
export function ReportingScreen() {
  const page = useLoaderData() as ReportingPage;
  return page.view === "account" ? (
    <AccountView account={page.account} notices={page.notices} />
  ) : (
    <RaiseView raise={page.raise} />
  );
}
