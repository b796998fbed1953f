CREATE TABLE "application_notices" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_when_waiting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_when_decided" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "application_notices" ADD CONSTRAINT "application_notices_event_id_credit_application_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."credit_application_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notices_created_idx" ON "application_notices" USING btree ("created_at");--> statement-breakpoint
-- The timeline entries someone must hear of, noted in the transaction that appends them,
-- whichever code does: the notice job mails them once and deletes the note.
CREATE FUNCTION "application_notices_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "application_notices" ("event_id") VALUES (NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_notices_note" AFTER INSERT ON "credit_application_events"
FOR EACH ROW WHEN (NEW."event" IN ('submitted', 'approved', 'rejected', 'deferral-granted', 'deferral-refused'))
EXECUTE FUNCTION "application_notices_note"();
