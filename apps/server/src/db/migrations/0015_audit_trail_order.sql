-- The debitur audit-trail tab reads a kind's trail newest first: ten rows from this index instead
-- of sorting every row of the kind (1.3 s at a million applications; issue 13).
CREATE INDEX "audit_logs_entity_order_idx" ON "audit_logs" USING btree ("entity","created_at","id");