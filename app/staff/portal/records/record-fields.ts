import type { PortalDeal, PortalOrganisation, PortalPerson } from "#common/portal-api.ts";
import { portalCopy as copy } from "../portal-copy.ts";

/** What a record's form and its action agree on: the limits the form sets and the action checks again. */
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;

/** The words of each kind of record: its fields' labels, its headings and buttons. */
export const RECORD_TEXT = {
  deals: copy.deal,
  organisations: copy.organisation,
  people: copy.person,
} as const;

export type AnyRecord = PortalDeal | PortalOrganisation | PortalPerson;
