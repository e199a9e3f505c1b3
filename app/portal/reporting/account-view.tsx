import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { Page } from "#app/ui/page.tsx";
import type { CapitalAccount } from "#common/reporting-api.ts";
import type { PersonNotices } from "#common/reporting-person-api.ts";
import { dealPath } from "../layout/paths.ts";
import { CashFlows } from "./cash-flows.tsx";
import { FlowsChart } from "./flows-chart.tsx";
import { formatMoney, formatRate, formatRatio } from "./money.ts";
import { NoticesSection } from "./notices-section.tsx";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.account;
const FIGURES = ["commitment", "paidIn", "unfunded", "distributed", "nav", "totalValue"] as const;
const RATIOS = ["dpi", "rvpi", "tvpi"] as const;

/** An organisation's capital account in a deal as of a chosen day, its notices and its exports. */
export function AccountView({
  account,
  notices,
  preview,
}: {
  account: CapitalAccount;
  notices: PersonNotices;
  /** Staff's "view as": its banner and way back in place of the person's, and no export. */
  preview?: { banner: ReactNode; title: string };
}) {
  const figuresId = useId();
  const ratiosId = useId();
  const exportId = useId();
  const money = (value: string) => formatMoney(value, account.currency);
  const exportPath = (format: "csv" | "xlsx") =>
    `/portal/api/deals/${encodeURIComponent(account.dealId)}/reporting/export.${format}?${new URLSearchParams({ asOf: account.asOf, organisationId: account.organisationId })}`;
  const several = account.organisations.length > 1;
  return (
    <Page heading={text.heading(account.dealName)} title={preview?.title} wide>
      {preview?.banner}
      <p className="meta">
        {several ? null : (
          <span>
            {text.through}: <bdi>{account.organisationName}</bdi>
          </span>
        )}
        {preview ? null : <Link to={dealPath(account.dealId)}>{reportingContent.backToDeal}</Link>}
      </p>
      <Form method="get" className="as-of">
        {several ? (
          <>
            <label>
              {text.through}{" "}
              <select name="organisation" defaultValue={account.organisationId}>
                {account.organisations.map((organisation) => (
                  <option key={organisation.id} value={organisation.id}>
                    {organisation.name}
                  </option>
                ))}
              </select>
            </label>{" "}
          </>
        ) : null}
        <label>
          {text.asOfLabel} <input type="date" name="asOf" defaultValue={account.asOf} required />
        </label>{" "}
        <button type="submit">{text.asOfSubmit}</button>
      </Form>
      <section aria-labelledby={figuresId}>
        <h2 id={figuresId}>{text.figuresLabel}</h2>
        <dl className="figures">
          {FIGURES.map((key) => (
            <div key={key} data-figure={key}>
              <dt>{text.figures[key]}</dt>
              <dd>{money(account[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={ratiosId}>
        <h2 id={ratiosId}>{text.ratiosLabel}</h2>
        <dl className="figures">
          {RATIOS.map((key) => {
            const value = account[key];
            return (
              <div key={key} data-figure={key}>
                <dt>{text.ratios[key]}</dt>
                <dd>{value === null ? text.noRatio : formatRatio(value)}</dd>
              </div>
            );
          })}
          <div data-figure="netIrr">
            <dt>{text.ratios.netIrr}</dt>
            <dd>
              {account.netIrr.rate === null
                ? text.irrUndefined[account.netIrr.reason]
                : formatRate(account.netIrr.rate)}
            </dd>
          </div>
        </dl>
      </section>
      <FlowsChart series={account.series} currency={account.currency} />
      <CashFlows account={account} />
      <NoticesSection notices={notices} />
      {preview ? null : (
        <section aria-labelledby={exportId}>
          <h2 id={exportId}>{text.exportHeading}</h2>
          <p className="exports">
            <a href={exportPath("csv")} download>
              {text.exportCsv}
            </a>
            <a href={exportPath("xlsx")} download>
              {text.exportXlsx}
            </a>
          </p>
        </section>
      )}
    </Page>
  );
}
