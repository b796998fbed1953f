DROP INDEX "credit_application_signing_application_idx";--> statement-breakpoint
DROP INDEX "document_deferrals_open_due_idx";--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD COLUMN "application_live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD COLUMN "application_branch_id" uuid;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD COLUMN "application_creator_id" uuid;--> statement-breakpoint
CREATE INDEX "credit_application_signing_history_idx" ON "credit_application_signing" USING btree ("application_id","status","created_at");--> statement-breakpoint
UPDATE "document_deferrals" AS "d"
SET "application_live" = NOT "a"."is_archive", "application_branch_id" = "a"."branch_id", "application_creator_id" = "a"."created_by"
FROM "credit_applications" AS "a"
WHERE "a"."id" = "d"."application_id";--> statement-breakpoint
CREATE INDEX "document_deferrals_open_due_idx" ON "document_deferrals" USING btree ("application_live","promised_date","id","application_branch_id","application_creator_id") WHERE status in ('Requested', 'Granted');--> statement-breakpoint
-- A deferral carries its application's archive flag, branch and creator, which decide whether
-- Dokumen TBO and the dashboard count it and for whom: taken when it is written and followed
-- here, whichever code writes it or changes the application (as report_items follow it).
CREATE FUNCTION "document_deferrals_take_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NOT "is_archive", "branch_id", "created_by"
  INTO NEW."application_live", NEW."application_branch_id", NEW."application_creator_id"
  FROM "credit_applications" WHERE "id" = NEW."application_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_deferrals_take_application" BEFORE INSERT OR UPDATE OF "application_id" ON "document_deferrals"
FOR EACH ROW EXECUTE FUNCTION "document_deferrals_take_application"();--> statement-breakpoint
CREATE FUNCTION "document_deferrals_follow_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_deferrals"
  SET "application_live" = NOT NEW."is_archive", "application_branch_id" = NEW."branch_id", "application_creator_id" = NEW."created_by"
  WHERE "application_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_deferrals_follow_application" AFTER UPDATE OF "is_archive", "branch_id", "created_by" ON "credit_applications"
FOR EACH ROW WHEN (OLD."is_archive" IS DISTINCT FROM NEW."is_archive" OR OLD."branch_id" IS DISTINCT FROM NEW."branch_id" OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
EXECUTE FUNCTION "document_deferrals_follow_application"();
