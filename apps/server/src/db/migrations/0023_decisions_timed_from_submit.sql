ALTER TABLE "credit_applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- What the dashboard reads of applications submitted before this column existed: the queue, and
-- the decisions of its 30-day window. Their last Submit on the timeline or, older than the
-- timeline, their last move to Waiting for Review (an approval short of the count also leaves
-- that status on the signing history, hence the timeline first). Every row would rewrite a
-- million rows and all their indexes for figures nobody reads.
UPDATE "credit_applications" AS a SET "submitted_at" = coalesce(
  (SELECT max(e."created_at") FROM "credit_application_events" e
   WHERE e."application_id" = a."id" AND e."event" = 'submitted'),
  (SELECT max(s."created_at") FROM "credit_application_signing" s
   WHERE s."application_id" = a."id" AND s."status" = 'Waiting for Review'))
WHERE a."status" = 'Waiting for Review'
   OR (a."status" IN ('Completed', 'Rejected') AND a."status_changed_at" >= now() - interval '30 days');--> statement-breakpoint
DROP INDEX "credit_applications_queue_idx";--> statement-breakpoint
CREATE INDEX "credit_applications_queue_idx" ON "credit_applications" USING btree ("status","status_changed_at","id","submitted_at","branch_id","created_by");
