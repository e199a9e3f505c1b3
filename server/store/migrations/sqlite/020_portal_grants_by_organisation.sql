-- Home asks whether a person's access to a deal ended: their organisations' grants that are
-- revoked or past their end. The open grants' index holds only grants not revoked, so that
-- read went through every grant; this index serves it from the organisations.
CREATE INDEX portal_grants_organisation_idx ON portal_grants (organisation_id, deal_id);
