ALTER TABLE "credit_applications" ADD COLUMN "debitur_name" text;--> statement-breakpoint
UPDATE "credit_applications" AS "a" SET "debitur_name" = coalesce("d"."full_name", "d"."company_name")
FROM "debiturs" AS "d" WHERE "d"."id" = "a"."debitur_id";--> statement-breakpoint
CREATE INDEX "credit_applications_debitur_name_trgm_idx" ON "credit_applications" USING gin ("debitur_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_applications_debitur_name_prefix_idx" ON "credit_applications" USING btree (lower("debitur_name") text_pattern_ops);--> statement-breakpoint
CREATE TABLE "credit_application_counts" (
	"is_archive" boolean NOT NULL,
	"status" text NOT NULL,
	"branch_id" uuid,
	"draft_owner" uuid,
	"applications" bigint NOT NULL,
	CONSTRAINT "credit_application_counts_key" UNIQUE NULLS NOT DISTINCT("is_archive","status","branch_id","draft_owner")
);
--> statement-breakpoint
CREATE TABLE "debitur_counts" (
	"is_archive" boolean NOT NULL,
	"type" text NOT NULL,
	"branch_id" uuid NOT NULL,
	"debiturs" bigint NOT NULL,
	CONSTRAINT "debitur_counts_is_archive_type_branch_id_pk" PRIMARY KEY("is_archive","type","branch_id")
);
--> statement-breakpoint
DROP INDEX "credit_applications_list_idx";--> statement-breakpoint
CREATE INDEX "credit_applications_created_idx" ON "credit_applications" USING btree ("is_archive","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_plafond_idx" ON "credit_applications" USING btree ("is_archive","plafond","id");--> statement-breakpoint
CREATE INDEX "credit_applications_no_prefix_idx" ON "credit_applications" USING btree (lower("credit_app_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "credit_applications_desc_prefix_idx" ON "credit_applications" USING btree (lower("credit_desc") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debiturs_list_idx" ON "debiturs" USING btree ("is_archive","type","created_at","id");--> statement-breakpoint
CREATE INDEX "debiturs_name_prefix_idx" ON "debiturs" USING btree (lower(coalesce("full_name", "company_name", '')) text_pattern_ops);--> statement-breakpoint
-- The counters follow every change of their table, one statement at a time: a statement adds its
-- new rows and takes away its old ones (its transition tables), grouped by key and in key order, so
-- two transactions lock shared counter rows in the same order and cannot deadlock on them. An
-- UPDATE that changes no key adds and takes away the same and writes nothing. A Draft without a
-- branch is seen by its creator only, so it is counted per creator.
CREATE FUNCTION "credit_application_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "credit_application_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "credit_application_counts" AS "c" ("is_archive", "status", "branch_id", "draft_owner", "applications")
    SELECT "is_archive", "status", "branch_id", "draft_owner", sum("change") FROM (SELECT "is_archive", "status", "branch_id", CASE WHEN "branch_id" IS NULL THEN "created_by" END, 1 FROM "new_rows") AS "changes" ("is_archive", "status", "branch_id", "draft_owner", "change")
    GROUP BY "is_archive", "status", "branch_id", "draft_owner" HAVING sum("change") <> 0 ORDER BY "is_archive", "status", "branch_id", "draft_owner"
    ON CONFLICT ("is_archive", "status", "branch_id", "draft_owner") DO UPDATE SET "applications" = "c"."applications" + excluded."applications";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "credit_application_counts" AS "c" ("is_archive", "status", "branch_id", "draft_owner", "applications")
    SELECT "is_archive", "status", "branch_id", "draft_owner", sum("change") FROM (SELECT "is_archive", "status", "branch_id", CASE WHEN "branch_id" IS NULL THEN "created_by" END, -1 FROM "old_rows") AS "changes" ("is_archive", "status", "branch_id", "draft_owner", "change")
    GROUP BY "is_archive", "status", "branch_id", "draft_owner" HAVING sum("change") <> 0 ORDER BY "is_archive", "status", "branch_id", "draft_owner"
    ON CONFLICT ("is_archive", "status", "branch_id", "draft_owner") DO UPDATE SET "applications" = "c"."applications" + excluded."applications";
  ELSE
    INSERT INTO "credit_application_counts" AS "c" ("is_archive", "status", "branch_id", "draft_owner", "applications")
    SELECT "is_archive", "status", "branch_id", "draft_owner", sum("change") FROM (SELECT "is_archive", "status", "branch_id", CASE WHEN "branch_id" IS NULL THEN "created_by" END, 1 FROM "new_rows" UNION ALL SELECT "is_archive", "status", "branch_id", CASE WHEN "branch_id" IS NULL THEN "created_by" END, -1 FROM "old_rows") AS "changes" ("is_archive", "status", "branch_id", "draft_owner", "change")
    GROUP BY "is_archive", "status", "branch_id", "draft_owner" HAVING sum("change") <> 0 ORDER BY "is_archive", "status", "branch_id", "draft_owner"
    ON CONFLICT ("is_archive", "status", "branch_id", "draft_owner") DO UPDATE SET "applications" = "c"."applications" + excluded."applications";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_applications_counts_insert" AFTER INSERT ON "credit_applications"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "credit_applications_counts_update" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "credit_applications_counts_delete" AFTER DELETE ON "credit_applications"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "credit_applications_counts_truncate" AFTER TRUNCATE ON "credit_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_application_counts_follow"();
--> statement-breakpoint
CREATE FUNCTION "debitur_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "debitur_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "debitur_counts" AS "c" ("is_archive", "type", "branch_id", "debiturs")
    SELECT "is_archive", "type", "branch_id", sum("change") FROM (SELECT "is_archive", "type", "related_branch_id", 1 FROM "new_rows") AS "changes" ("is_archive", "type", "branch_id", "change")
    GROUP BY "is_archive", "type", "branch_id" HAVING sum("change") <> 0 ORDER BY "is_archive", "type", "branch_id"
    ON CONFLICT ("is_archive", "type", "branch_id") DO UPDATE SET "debiturs" = "c"."debiturs" + excluded."debiturs";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "debitur_counts" AS "c" ("is_archive", "type", "branch_id", "debiturs")
    SELECT "is_archive", "type", "branch_id", sum("change") FROM (SELECT "is_archive", "type", "related_branch_id", -1 FROM "old_rows") AS "changes" ("is_archive", "type", "branch_id", "change")
    GROUP BY "is_archive", "type", "branch_id" HAVING sum("change") <> 0 ORDER BY "is_archive", "type", "branch_id"
    ON CONFLICT ("is_archive", "type", "branch_id") DO UPDATE SET "debiturs" = "c"."debiturs" + excluded."debiturs";
  ELSE
    INSERT INTO "debitur_counts" AS "c" ("is_archive", "type", "branch_id", "debiturs")
    SELECT "is_archive", "type", "branch_id", sum("change") FROM (SELECT "is_archive", "type", "related_branch_id", 1 FROM "new_rows" UNION ALL SELECT "is_archive", "type", "related_branch_id", -1 FROM "old_rows") AS "changes" ("is_archive", "type", "branch_id", "change")
    GROUP BY "is_archive", "type", "branch_id" HAVING sum("change") <> 0 ORDER BY "is_archive", "type", "branch_id"
    ON CONFLICT ("is_archive", "type", "branch_id") DO UPDATE SET "debiturs" = "c"."debiturs" + excluded."debiturs";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "debiturs_counts_insert" AFTER INSERT ON "debiturs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "debitur_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "debiturs_counts_update" AFTER UPDATE ON "debiturs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "debitur_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "debiturs_counts_delete" AFTER DELETE ON "debiturs"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "debitur_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "debiturs_counts_truncate" AFTER TRUNCATE ON "debiturs"
  FOR EACH STATEMENT EXECUTE FUNCTION "debitur_counts_follow"();
--> statement-breakpoint
INSERT INTO "credit_application_counts" ("is_archive", "status", "branch_id", "draft_owner", "applications")
SELECT "is_archive", "status", "branch_id", CASE WHEN "branch_id" IS NULL THEN "created_by" END, count(*) FROM "credit_applications" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "debitur_counts" ("is_archive", "type", "branch_id", "debiturs")
SELECT "is_archive", "type", "related_branch_id", count(*) FROM "debiturs" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- An application takes its debitur's name when the debitur is set or changed, and keeps it when
-- the debitur is renamed.
CREATE FUNCTION "credit_applications_take_debitur_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."debitur_name" := (
    SELECT coalesce("full_name", "company_name") FROM "debiturs" WHERE "id" = NEW."debitur_id"
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_applications_debitur_name_insert" BEFORE INSERT ON "credit_applications"
  FOR EACH ROW WHEN (NEW."debitur_id" IS NOT NULL)
  EXECUTE FUNCTION "credit_applications_take_debitur_name"();
--> statement-breakpoint
CREATE TRIGGER "credit_applications_debitur_name_update" BEFORE UPDATE OF "debitur_id"
  ON "credit_applications" FOR EACH ROW
  WHEN (OLD."debitur_id" IS DISTINCT FROM NEW."debitur_id")
  EXECUTE FUNCTION "credit_applications_take_debitur_name"();
--> statement-breakpoint
CREATE FUNCTION "debiturs_rename_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "credit_applications" SET "debitur_name" = coalesce(NEW."full_name", NEW."company_name")
  WHERE "debitur_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "debiturs_rename_applications" AFTER UPDATE OF "full_name", "company_name"
  ON "debiturs" FOR EACH ROW
  WHEN (coalesce(OLD."full_name", OLD."company_name") IS DISTINCT FROM coalesce(NEW."full_name", NEW."company_name"))
  EXECUTE FUNCTION "debiturs_rename_applications"();
