CREATE TABLE "report_items" (
	"report" text NOT NULL,
	"document_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"branch_id" uuid,
	"creator_id" uuid NOT NULL,
	"live" boolean NOT NULL,
	"done" boolean NOT NULL,
	"due_date" date,
	"claim_end" date,
	CONSTRAINT "report_items_report_document_id_pk" PRIMARY KEY("report","document_id")
);
--> statement-breakpoint
CREATE TABLE "report_items_state" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_items" ADD CONSTRAINT "report_items_document_id_credit_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credit_application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_items_page_idx" ON "report_items" USING btree ("report","done","due_date","document_id") WHERE "report_items"."live";--> statement-breakpoint
CREATE INDEX "report_items_creator_idx" ON "report_items" USING btree ("creator_id","report","due_date") WHERE "report_items"."live" and not "report_items"."done";--> statement-breakpoint
CREATE INDEX "report_items_application_idx" ON "report_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "report_items_document_idx" ON "report_items" USING btree ("document_id");--> statement-breakpoint
-- A report item carries its application's archive flag, branch and creator, which decide whether
-- a page shows it and to whom: they follow the application here, whichever code changes it.
CREATE FUNCTION "report_items_follow_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "report_items"
  SET "live" = NOT NEW."is_archive", "branch_id" = NEW."branch_id", "creator_id" = NEW."created_by"
  WHERE "application_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_items_follow_application" AFTER UPDATE OF "is_archive", "branch_id", "created_by" ON "credit_applications"
FOR EACH ROW WHEN (OLD."is_archive" IS DISTINCT FROM NEW."is_archive" OR OLD."branch_id" IS DISTINCT FROM NEW."branch_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
EXECUTE FUNCTION "report_items_follow_application"();
