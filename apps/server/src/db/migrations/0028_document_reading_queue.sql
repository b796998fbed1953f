ALTER TABLE "document_readings" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "document_readings_queued_idx" ON "document_readings" USING btree ("queued_at" DESC NULLS LAST) WHERE "document_readings"."state" = 'queued';--> statement-breakpoint
-- Each readable version is queued as it is stored, whichever code stores it, so that a reader
-- finds the files left to read through the queued index instead of comparing every version
-- with its reading (a scan of the whole book once all were read, every minute and upload).
-- The content types are READABLE_CONTENT_TYPES of document-readings.repository.ts.
CREATE FUNCTION "document_readings_queue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_readings" ("version_id", "state", "queued_at")
  VALUES (NEW."id", 'queued', NEW."created_at")
  ON CONFLICT ("version_id") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "document_readings_queue_version" AFTER INSERT ON "credit_application_document_versions"
FOR EACH ROW WHEN (NEW."content_type" IN ('application/pdf', 'image/png', 'image/jpeg'))
EXECUTE FUNCTION "document_readings_queue_version"();--> statement-breakpoint
-- The versions stored before the queue, not claimed yet, are queued once.
INSERT INTO "document_readings" ("version_id", "state", "queued_at")
SELECT "versions"."id", 'queued', "versions"."created_at"
FROM "credit_application_document_versions" AS "versions"
WHERE "versions"."content_type" IN ('application/pdf', 'image/png', 'image/jpeg')
  AND NOT EXISTS (SELECT 1 FROM "document_readings" WHERE "version_id" = "versions"."id");
