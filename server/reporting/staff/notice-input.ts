import type { z } from "zod";
import { allocate, percentOf } from "#server/reporting/engine/allocate.ts";
import type { NewNotice } from "../records/notices.ts";
import type { PositionRecord } from "../records/positions.ts";
import type { SettingsRecord } from "../records/settings.ts";
import { reportingErrors } from "./errors.ts";
import { minorOf, type noticeInput } from "./inputs.ts";

type NoticeBody = z.infer<typeof noticeInput>;

/** What a call or a distribution must say, beyond each field's own form. */
function checkFields(input: NoticeBody): void {
  const call = input.kind === "call";
  if (call && (!input.dueDate || !input.purpose))
    throw reportingErrors.invalid("A capital call takes a dueDate and a purpose.");
  if (call && input.distributionType)
    throw reportingErrors.invalid("distributionType: only for a distribution.");
  if (!call && (input.dueDate || input.purpose || input.percentOfCommitments !== undefined))
    throw reportingErrors.invalid(
      "A distribution takes a total and a distributionType, no dueDate or purpose.",
    );
  if (!call && !input.distributionType)
    throw reportingErrors.invalid("A distribution takes a distributionType.");
  if ((input.total === undefined) === (input.percentOfCommitments === undefined))
    throw reportingErrors.invalid("Give either a total or a percentOfCommitments.");
  if (input.dueDate && input.dueDate < input.date)
    throw reportingErrors.invalid("dueDate: the due date cannot come before the notice's date.");
}

/**
 * The draft's allocation table: the total shared pro rata to the organisations' current
 * commitments by the largest remainder (the engine's allocate), so that the shares sum
 * exactly to the total.
 */
export function draftNotice(
  id: string,
  settings: SettingsRecord,
  input: NoticeBody,
  commitments: readonly PositionRecord[],
): NewNotice {
  checkFields(input);
  if (commitments.length === 0) throw reportingErrors.noCommitments();
  const committed = commitments.reduce((sum, row) => sum + (row.amountMinor ?? 0n), 0n);
  const totalMinor =
    input.total !== undefined
      ? minorOf(input.total, settings.currency, "total")
      : percentOf(committed, input.percentOfCommitments ?? "0");
  if (totalMinor <= 0n) throw reportingErrors.invalid("total: the notice's total must be more than zero.");
  const shares = allocate(
    totalMinor,
    commitments.map((row) => ({ id: row.organisationId, weight: row.amountMinor ?? 0n })),
  );
  return {
    id,
    dealId: settings.dealId,
    kind: input.kind,
    day: input.date,
    dueDay: input.dueDate ?? null,
    totalMinor,
    purpose: input.purpose ?? null,
    distributionType: input.distributionType ?? null,
    shares: commitments.map((row) => ({
      organisationId: row.organisationId,
      commitmentMinor: row.amountMinor ?? 0n,
      amountMinor: shares.get(row.organisationId) ?? 0n,
    })),
  };
}
