CREATE TABLE "credit_application_decided_versions" (
	"event_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	CONSTRAINT "credit_application_decided_versions_event_id_version_id_pk" PRIMARY KEY("event_id","version_id")
);
--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD COLUMN "removed_by" uuid;--> statement-breakpoint
ALTER TABLE "credit_application_decided_versions" ADD CONSTRAINT "credit_application_decided_versions_event_id_credit_application_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."credit_application_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_decided_versions" ADD CONSTRAINT "credit_application_decided_versions_version_id_credit_application_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."credit_application_document_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_decided_versions_version_idx" ON "credit_application_decided_versions" USING btree ("version_id");--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;