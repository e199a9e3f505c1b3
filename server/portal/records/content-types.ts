import type { PortalList } from "#common/portal-api.ts";
import type {
  NotificationSettings,
  PortalHome,
  PortalQuestionView,
  PortalTermsText,
  PortalUpdateSummary,
  PortalUpdateView,
  StaffQuestionView,
  StaffTermsView,
  StaffUpdateView,
  UpdateDelivery,
  UpdateReads,
} from "#common/portal-person-api.ts";

/** Whose eyes a content query reads with: a person on a deal, through live organisations. */
export interface ContentViewer {
  personId: string;
  dealId: string;
  /** The organisations with a live grant through which the person reaches the deal. */
  organisations: readonly string[];
}

/** Which role sees which document type (the portal's capabilities, handed to the store). */
export type DocumentRoles = readonly { role: string; type: string }[];

/** A keyset position in a list newest first: the last row's time and id. */
export interface TimeCursor {
  at: string;
  id: string;
}

export interface NewUpdate {
  title: string;
  bodyMd: string;
  /** Rendered once, by the caller, from bodyMd. */
  html: string;
  audience: "deal" | "organisations";
  organisationIds: readonly string[];
}

export type ContentRefusal = "no_deal" | "no_grant" | "no_terms" | "stale_terms" | "not_answered";

/**
 * The portal's content (0022): updates, reads, visits, terms, questions, home, notice
 * settings. Person-facing reads take a ContentViewer that the access rule produced.
 */
export interface PortalContent {
  postUpdate(
    dealId: string,
    input: NewUpdate,
    actor: string,
    now: Date,
  ): Promise<StaffUpdateView | ContentRefusal>;
  staffUpdates(
    dealId: string,
    after: TimeCursor | null,
    now: Date,
  ): Promise<PortalList<StaffUpdateView> | undefined>;
  updateReads(dealId: string, updateId: string, now: Date): Promise<UpdateReads | undefined>;
  updatesFor(
    viewer: ContentViewer,
    after: TimeCursor | null,
    since: string | null,
    limit: number,
  ): Promise<PortalList<PortalUpdateSummary>>;
  /** One update as the viewer may see it; undefined when it is not theirs to see. */
  updateFor(
    viewer: ContentViewer,
    updateId: string,
    since: string | null,
  ): Promise<PortalUpdateView | undefined>;
  /** The first read counts; later reads change nothing. */
  recordRead(personId: string, updateId: string, now: Date): Promise<void>;

  /** The person's last visit of the deal page (null before the first). */
  lastVisit(personId: string, dealId: string): Promise<string | null>;
  recordVisit(personId: string, dealId: string, now: Date): Promise<void>;
  /** `documentRoles`: which role opens which document type (none: no document counts as new). */
  home(personId: string, now: Date, documentRoles?: DocumentRoles): Promise<PortalHome | undefined>;
  /** Organisations' names by id (the deal page's "through"). */
  organisationNames(ids: readonly string[]): Promise<Map<string, string>>;

  publishTerms(
    dealId: string,
    bodyMd: string,
    html: string,
    actor: string,
    now: Date,
  ): Promise<StaffTermsView | ContentRefusal>;
  staffTerms(dealId: string, now: Date): Promise<StaffTermsView | ContentRefusal>;
  termsFor(personId: string, dealId: string): Promise<PortalTermsText | undefined>;
  acceptTerms(
    personId: string,
    dealId: string,
    acceptance: { version: number; ip: string; userAgent: string | null },
    now: Date,
  ): Promise<"accepted" | ContentRefusal>;

  ask(viewer: ContentViewer, organisationId: string, body: string, now: Date): Promise<PortalQuestionView>;
  questionsFor(
    viewer: ContentViewer,
    after: TimeCursor | null,
    limit: number,
  ): Promise<PortalList<PortalQuestionView>>;
  staffQuestions(
    dealId: string,
    openOnly: boolean,
    after: TimeCursor | null,
  ): Promise<PortalList<StaffQuestionView> | undefined>;
  answer(
    questionId: string,
    input: { answerMd: string; html: string; publish: boolean },
    actor: string,
    now: Date,
  ): Promise<StaffQuestionView | undefined>;
  publishQuestion(questionId: string, now: Date): Promise<StaffQuestionView | ContentRefusal | undefined>;

  notificationSettings(personId: string): Promise<NotificationSettings>;
  setNotificationSettings(personId: string, updates: UpdateDelivery): Promise<NotificationSettings>;
}
