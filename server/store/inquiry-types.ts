/** An inquiry as stored, the same for both databases. */
export interface StoredInquiry {
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  message: string;
  fund_type: string | null;
  aum: string | null;
}

export interface NotificationStatus {
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

export interface InquiryDetail extends StoredInquiry {
  /** Null for inquiries stored before notifications existed, or erased notifications. */
  notification: NotificationStatus | null;
}

export interface InquiryStats {
  total: number;
  /** `YYYY-MM` (UTC) to count, oldest month first. */
  byMonth: [string, number][];
  /** Inquiry type (null: not chosen) to count, most frequent first. */
  byType: [string | null, number][];
  /** Size range (null: not chosen) to count, most frequent first. */
  bySize: [string | null, number][];
}

/**
 * What the operator commands and the retention schedule need. Reads never go through
 * the HTTP API: the anon key may insert an inquiry but never read one.
 */
export interface InquiryRecords {
  /** Newest first. */
  list(options: { since?: Date; limit: number }): Promise<StoredInquiry[]>;
  get(id: string): Promise<InquiryDetail | undefined>;
  /**
   * Every inquiry (received at or after `since`), oldest first, in pages of a few
   * hundred rows read through a cursor or an iterator, so memory stays flat however many
   * rows there are. Pages, not single rows: an await per row costs more than the row.
   */
  stream(options: { since?: Date }): AsyncIterable<StoredInquiry[]>;
  /** Deletes every inquiry from this address (any letter case) and its notifications. */
  erase(email: string): Promise<{ inquiries: number; pendingNotifications: number }>;
  /** Deletes inquiries received before `cutoff`, in short transactions. */
  purgeBefore(cutoff: Date): Promise<{ inquiries: number }>;
  stats(): Promise<InquiryStats>;
}
