import { type Op, query, type Row } from "./sql.ts";
import type { ActionContext } from "./types.ts";

/** Rows per INSERT: 500 rows of 12 values stay within both databases' parameter limits. */
const ROWS_PER_STATEMENT = 500;

/** Inserts `rows` with multi-row VALUES; returns the `returning` columns, in order. */
export function* insertRows(
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
  returning = "",
): Op<Row[]> {
  const out: Row[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const tuple = `(${columns.map(() => "?").join(", ")})`;
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => tuple).join(", ")}${
      returning ? ` RETURNING ${returning}` : ""
    }`;
    out.push(...(yield* query(sql, ...chunk.flat())));
  }
  return out;
}

export interface HistoryRow {
  submissionId: string;
  kind: "status" | "owner" | "note" | "reply";
  from?: string | null;
  to?: string | null;
  body?: string;
  actionId?: string | null;
  undoOf?: string | null;
}

const HISTORY_COLUMNS = [
  "submission_id",
  "at",
  "actor_id",
  "actor_email",
  "kind",
  "from_status",
  "to_status",
  "from_owner_id",
  "to_owner_id",
  "body",
  "action_id",
  "undo_of",
];

/** Appends history entries; returns their ids in the same order. */
export function* addHistory(rows: readonly HistoryRow[], at: string, context: ActionContext): Op<string[]> {
  const values = rows.map((row) => {
    const status = row.kind === "status";
    const owner = row.kind === "owner";
    return [
      Number(row.submissionId),
      at,
      context.actor.id,
      context.actor.email,
      row.kind,
      status ? row.from : null,
      status ? row.to : null,
      owner ? (row.from ?? null) : null,
      owner ? (row.to ?? null) : null,
      row.body ?? null,
      row.actionId === undefined || row.actionId === null ? null : Number(row.actionId),
      row.undoOf === undefined || row.undoOf === null ? null : Number(row.undoOf),
    ];
  });
  const inserted = yield* insertRows("inquiry_history", HISTORY_COLUMNS, values, "id");
  return inserted.map((row) => String(row.id));
}

export interface AuditRow {
  event: string;
  subject: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * Appends audit rows in the transaction of the change they record: the log and the
 * data never disagree. Same table and columns as the sign-in's recordAudit.
 */
export function* addAudit(rows: readonly AuditRow[], at: string, context: ActionContext): Op<void> {
  yield* insertRows(
    "staff_audit_events",
    ["at", "actor_id", "actor_email", "event", "subject", "detail", "ip", "user_agent"],
    rows.map((row) => [
      at,
      context.actor.id,
      context.actor.email,
      row.event,
      row.subject,
      row.detail ? JSON.stringify(row.detail) : null,
      context.ip,
      context.userAgent?.slice(0, 512) ?? null,
    ]),
  );
}
