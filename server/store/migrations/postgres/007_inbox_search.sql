-- The audit log is append-only: 004's row trigger refuses UPDATE and DELETE, but TRUNCATE
-- fires no row trigger. A statement trigger refuses it too (an owner can still drop the
-- trigger, which is itself a visible schema change).
CREATE TRIGGER staff_audit_events_no_truncate BEFORE TRUNCATE ON staff_audit_events
FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_events_append_only();
