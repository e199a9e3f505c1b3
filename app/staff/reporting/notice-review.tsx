import { Link, useFetcher, useLoaderData, useParams } from "react-router";
import { formatDay, formatMoney } from "#app/portal/reporting/money.ts";
import { ActionStatus } from "#app/staff/portal/action-status.tsx";
import type { FormResult } from "#app/staff/portal/form-result.ts";
import { useFocusOnMount } from "#app/staff/portal/use-focus-on-mount.ts";
import type { NoticeReview } from "./notice-route.ts";
import { reportingHref } from "./reporting-client.ts";
import { reportingCopy } from "./reporting-copy.ts";
import { ReportingTable } from "./reporting-table.tsx";
import "./reporting.css";

const copy = reportingCopy.review;

/** The allocation table of a call or distribution: each organisation's share, then publish or delete. */
export function NoticeReviewScreen() {
  const { notice, settings } = useLoaderData() as NoticeReview;
  const { recordId = "" } = useParams();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const fetcher = useFetcher<FormResult>();
  const currency = settings?.currency ?? "USD";
  const kind = reportingCopy.notices.kinds[notice.kind];
  const published = notice.status === "published" || (fetcher.data?.ok && fetcher.data.intent === "publish");
  return (
    <section aria-labelledby="notice-review" className="reporting">
      <h2 id="notice-review" ref={heading} tabIndex={-1}>
        {copy.heading(kind, formatDay(notice.date))}
      </h2>
      <p>
        <Link to={reportingHref(recordId)}>{copy.back}</Link>
      </p>
      <ReportingTable
        caption={copy.caption}
        columns={[
          { label: copy.organisation },
          { label: copy.commitment, amount: true },
          { label: copy.share, amount: true },
        ]}
        rows={notice.shares}
        row={(share) => (
          <tr key={share.organisationId}>
            <th scope="row">
              <bdi>{share.organisationName}</bdi>
            </th>
            <td className="amount">{formatMoney(share.commitment, currency)}</td>
            <td className="amount">{formatMoney(share.amount, currency)}</td>
          </tr>
        )}
        foot={
          <tr>
            <th scope="row" colSpan={2}>
              {copy.totalRow}
            </th>
            <td className="amount">{formatMoney(notice.total, currency)}</td>
          </tr>
        }
      />
      {published ? (
        <p>{copy.isPublished}</p>
      ) : (
        <fetcher.Form method="post" className="actions">
          <button type="submit" name="intent" value="publish">
            {copy.publish}
          </button>{" "}
          <button type="submit" name="intent" value="delete" className="danger">
            {copy.remove}
          </button>
        </fetcher.Form>
      )}
      <ActionStatus result={fetcher.data} intents={["publish", "delete"]} />
    </section>
  );
}
