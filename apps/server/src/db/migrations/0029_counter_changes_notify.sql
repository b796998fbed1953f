-- Each instance keeps the sums of credit_application_counts it has read (the list's totals), so
-- every statement that changes a counter tells every instance, whichever code wrote it: once per
-- transaction (NOTIFY folds equal notices) and only after its commit. A statement that changed no
-- counter (an edit that moves no application between keys still runs the counters' upsert, with
-- no rows) tells nothing.
CREATE FUNCTION "credit_application_counts_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('creditdesk_counter_changes', 'credit_application_counts');
  ELSIF EXISTS (SELECT FROM "changed_rows") THEN
    PERFORM pg_notify('creditdesk_counter_changes', 'credit_application_counts');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_application_counts_notify_insert" AFTER INSERT ON "credit_application_counts"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_notify"();
--> statement-breakpoint
CREATE TRIGGER "credit_application_counts_notify_update" AFTER UPDATE ON "credit_application_counts"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_notify"();
--> statement-breakpoint
CREATE TRIGGER "credit_application_counts_notify_delete" AFTER DELETE ON "credit_application_counts"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_notify"();
--> statement-breakpoint
CREATE TRIGGER "credit_application_counts_notify_truncate" AFTER TRUNCATE ON "credit_application_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_notify"();
