-- The list's facility filter at a million applications (issue 13): each application holds the ids
-- of its facilities, kept by the triggers below from credit_application_facilities, so the
-- filter's page and its total read one table and one GIN index instead of a semi-join with every
-- link of the facility.
ALTER TABLE "credit_applications" ADD COLUMN "facility_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
UPDATE "credit_applications" AS "a" SET "facility_ids" = "f"."ids"
FROM (
  SELECT "application_id", array_agg("facility_id" ORDER BY "facility_id") AS "ids"
  FROM "credit_application_facilities" GROUP BY "application_id"
) AS "f"
WHERE "f"."application_id" = "a"."id";--> statement-breakpoint
CREATE INDEX "credit_applications_facility_ids_idx" ON "credit_applications" USING gin ("facility_ids");--> statement-breakpoint
CREATE FUNCTION "credit_application_facilities_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "credit_applications" AS "a" SET "facility_ids" = coalesce((
    SELECT array_agg("f"."facility_id" ORDER BY "f"."facility_id")
    FROM "credit_application_facilities" AS "f" WHERE "f"."application_id" = "a"."id"
  ), '{}'::uuid[])
  WHERE "a"."id" IN (SELECT "application_id" FROM "changed_rows");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_application_facilities_insert" AFTER INSERT ON "credit_application_facilities"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "credit_application_facilities_follow"();--> statement-breakpoint
CREATE TRIGGER "credit_application_facilities_delete" AFTER DELETE ON "credit_application_facilities"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "credit_application_facilities_follow"();--> statement-breakpoint
CREATE TRIGGER "credit_application_facilities_update_from" AFTER UPDATE ON "credit_application_facilities"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "credit_application_facilities_follow"();--> statement-breakpoint
CREATE TRIGGER "credit_application_facilities_update_to" AFTER UPDATE ON "credit_application_facilities"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "credit_application_facilities_follow"();
