-- The audit log reads by deal, organisation and person (issue 18). `realm` says which
-- sign-in the actor used: 'staff' (the inbox and the staff side of the portal) or
-- 'portal' (an investor or sponsor). Existing rows are staff rows. Adding columns does not
-- touch existing rows, so the append-only triggers stay as they are.
ALTER TABLE staff_audit_events ADD COLUMN realm TEXT NOT NULL DEFAULT 'staff' CHECK (realm IN ('staff', 'portal'));
ALTER TABLE staff_audit_events ADD COLUMN deal_id TEXT;
ALTER TABLE staff_audit_events ADD COLUMN organisation_id TEXT;
ALTER TABLE staff_audit_events ADD COLUMN person_id TEXT;
CREATE INDEX staff_audit_events_deal_idx ON staff_audit_events (deal_id, at) WHERE deal_id IS NOT NULL;
CREATE INDEX staff_audit_events_organisation_idx ON staff_audit_events (organisation_id, at) WHERE organisation_id IS NOT NULL;
CREATE INDEX staff_audit_events_person_idx ON staff_audit_events (person_id, at) WHERE person_id IS NOT NULL;
