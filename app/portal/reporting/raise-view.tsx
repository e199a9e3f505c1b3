import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { TableScroll } from "#app/staff/documents/table-scroll.tsx";
import { Page } from "#app/ui/page.tsx";
import type { RaiseGroup, SponsorRaise } from "#common/reporting-person-api.ts";
import { dealPath } from "../layout/paths.ts";
import { TimeChart } from "./flows-chart.tsx";
import { formatMoney } from "./money.ts";
import { reportingContent } from "./reporting-content.ts";

const text = reportingContent.raise;

/** Where a sponsor's raise stands: totals, breakdowns, the same over time, and engagement. */
export function RaiseView({
  raise,
  preview,
}: {
  raise: SponsorRaise;
  /** Staff's "view as": its banner in place of the way back to the person's deal. */
  preview?: { banner: ReactNode; title: string };
}) {
  const totalsId = useId();
  const engagementId = useId();
  const money = (value: string) => formatMoney(value, raise.currency);
  return (
    <Page heading={text.heading(raise.dealName)} title={preview?.title} wide>
      {preview ? (
        preview.banner
      ) : (
        <p className="meta">
          <Link to={dealPath(raise.dealId)}>{reportingContent.backToDeal}</Link>
        </p>
      )}
      <section aria-labelledby={totalsId}>
        <h2 id={totalsId}>{text.totalsLabel}</h2>
        <dl className="figures">
          <Figure term={text.target} value={raise.target === null ? text.noTarget : money(raise.target)} />
          <Figure term={text.softCircled} value={money(raise.totals.softCircled)} />
          <Figure term={text.committed} value={money(raise.totals.committed)} />
          <Figure term={text.funded} value={money(raise.totals.funded)} />
        </dl>
      </section>
      <Breakdown caption={text.byStage} groups={raise.byStage} labels={text.stages} money={money} />
      <Breakdown caption={text.byCategory} groups={raise.byCategory} labels={text.categories} money={money} />
      <TimeChart
        series={raise.overTime}
        currency={raise.currency}
        lines={[
          { key: "softCircled", label: text.softCircled },
          { key: "committed", label: text.committed },
          { key: "funded", label: text.funded },
        ]}
        words={text.chart}
      />
      <section aria-labelledby={engagementId}>
        <h2 id={engagementId}>{text.engagement}</h2>
        <dl className="figures">
          <Figure term={text.invited} value={String(raise.engagement.organisations)} />
          <Figure term={text.dataRoom} value={String(raise.engagement.openedDataRoom)} />
          <Figure term={text.documents} value={String(raise.engagement.openedDocuments)} />
          <Figure term={text.questions} value={String(raise.engagement.questions)} />
        </dl>
      </section>
      {raise.investors ? (
        <Table
          caption={text.investors}
          head={[text.investor, text.category, text.stage, text.columns.amount]}
        >
          {raise.investors.map((investor, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two organisations may share a name
            <tr key={`${investor.name}-${index}`}>
              <th scope="row">
                <bdi>{investor.name}</bdi>
              </th>
              <td>{text.categories[investor.category]}</td>
              <td>{text.stages[investor.stage]}</td>
              <td className="amount">{investor.amount === null ? "" : money(investor.amount)}</td>
            </tr>
          ))}
        </Table>
      ) : null}
    </Page>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Breakdown<K extends string>(props: {
  caption: string;
  groups: RaiseGroup<K>[];
  labels: Record<K, string>;
  money: (value: string) => string;
}) {
  return (
    <Table
      caption={props.caption}
      head={[text.columns.group, text.columns.organisations, text.columns.amount]}
    >
      {props.groups.map((group) => (
        <tr key={group.key}>
          <th scope="row">{group.key === "other" ? text.other : props.labels[group.key]}</th>
          <td className="amount">{group.organisations}</td>
          <td className="amount">{props.money(group.amount)}</td>
        </tr>
      ))}
    </Table>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{caption}</h2>
      <TableScroll label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th scope="col" key={cell}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableScroll>
    </section>
  );
}
