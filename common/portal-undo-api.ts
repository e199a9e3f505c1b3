// What staff check before a change they cannot easily take back, and the records of the
// changes they took back (the staff API under /inbox/api/portal):
//   POST   /markdown/preview                         { bodyMd } → MarkdownPreview (the stored renderer)
//   PATCH  /deals/:dealId/updates/:updateId          { title?, bodyMd? } → StaffUpdateView (edit kept)
//   POST   /deals/:dealId/updates/:updateId/withdrawal → StaffUpdateView (gone for people)
//   POST   /deals/:dealId/grants/:grantId/restore    → 201 PortalGrant (a new grant like the revoked one)
//   GET    /deals/:dealId/impact, /organisations/:organisationId/impact → RecordImpact
//   POST   /deals/:dealId/archive, /organisations/:organisationId/archive → RecordImpact (access ended)
//   DELETE /deals/:dealId/archive, /organisations/:organisationId/archive → RecordImpact (listed again)
//   DELETE /deals/:dealId, /organisations/:organisationId → 204 (only when nothing depends on it)
//   GET    /questions/waiting                        → WaitingQuestions

export interface MarkdownPreview {
  html: string;
}

/** An earlier text of an update or an answer, replaced by an edit. */
export interface EarlierText {
  editedAt: string;
  editedBy: string;
  title?: string;
  bodyMd: string;
}

/** A live grant that archiving ends: who loses which deal, and how many people that is. */
export interface EndingGrant {
  grantId: string;
  deal: { id: string; name: string };
  organisation: { id: string; name: string };
  people: number;
}

/** What archiving or deleting a deal or an organisation touches, counted before it happens. */
export interface RecordImpact {
  kind: "deal" | "organisation";
  id: string;
  name: string;
  archivedAt: string | null;
  /** Grants live now: archiving revokes each. */
  ending: EndingGrant[];
  /** People who reach something through those grants (each counted once). */
  people: number;
  /** Every grant ever given, live or not: the history of who had access. */
  grants: number;
  /** Members of the organisation (0 for a deal). */
  members: number;
  documents: number;
  updates: number;
  questions: number;
  waitingQuestions: number;
  /** Versions of the deal's terms (0 for an organisation). */
  terms: number;
  /** Nothing depends on the record: it can be deleted. Otherwise it can only be archived. */
  deletable: boolean;
}

export interface WaitingQuestions {
  total: number;
  /** Deals with at least one question not yet answered, in name order. */
  deals: { id: string; name: string; waiting: number }[];
}
