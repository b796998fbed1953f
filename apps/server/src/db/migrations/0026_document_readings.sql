CREATE TABLE "document_readings" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"numbers" jsonb,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_version_id_credit_application_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."credit_application_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_readings_pending_idx" ON "document_readings" USING btree ("claimed_at") WHERE "document_readings"."state" = 'pending';