CREATE TABLE "credit_application_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"debitur_id" uuid,
	"metadata" jsonb NOT NULL,
	"due_date" date,
	"status_document" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"event" text NOT NULL,
	"status" text,
	"detail" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"debitur_type" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category_code" text NOT NULL,
	"title" text NOT NULL,
	"mandatory" text,
	"form_meta_data" jsonb NOT NULL,
	"due_field" text,
	"position" integer DEFAULT 0 NOT NULL,
	"application_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'area' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_application_document_versions" ADD CONSTRAINT "credit_application_document_versions_document_id_credit_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credit_application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_document_versions" ADD CONSTRAINT "credit_application_document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_debitur_id_debiturs_id_fk" FOREIGN KEY ("debitur_id") REFERENCES "public"."debiturs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_documents" ADD CONSTRAINT "credit_application_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_events" ADD CONSTRAINT "credit_application_events_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_events" ADD CONSTRAINT "credit_application_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_category_code_document_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."document_categories"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_document_versions_document_idx" ON "credit_application_document_versions" USING btree ("document_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_application_document_versions_storage_idx" ON "credit_application_document_versions" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "credit_application_documents_application_idx" ON "credit_application_documents" USING btree ("application_id","type_id");--> statement-breakpoint
CREATE INDEX "credit_application_documents_type_idx" ON "credit_application_documents" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "credit_application_documents_debitur_idx" ON "credit_application_documents" USING btree ("debitur_id");--> statement-breakpoint
CREATE INDEX "credit_application_documents_due_idx" ON "credit_application_documents" USING btree ("type_id","due_date") WHERE "credit_application_documents"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "credit_application_events_application_idx" ON "credit_application_events" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_types_application_idx" ON "document_types" USING btree ("application_id") WHERE "document_types"."application_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_applications_queue_idx" ON "credit_applications" USING btree ("status","status_changed_at","id");--> statement-breakpoint
UPDATE "credit_applications" AS a SET "status_changed_at" = s."latest"
FROM (SELECT "application_id", max("created_at") AS "latest" FROM "credit_application_signing" GROUP BY "application_id") AS s
WHERE s."application_id" = a."id";--> statement-breakpoint
UPDATE "credit_applications" SET "status_changed_at" = "created_at"
WHERE NOT EXISTS (SELECT 1 FROM "credit_application_signing" s WHERE s."application_id" = "credit_applications"."id");--> statement-breakpoint
INSERT INTO "credit_application_events" ("application_id", "event", "status", "created_by", "created_at")
SELECT "id", 'created', "status", "created_by", "created_at" FROM "credit_applications";--> statement-breakpoint
INSERT INTO "credit_application_events" ("application_id", "event", "status", "created_by", "created_at")
SELECT "application_id", 'status', "status", "created_by", "created_at" FROM "credit_application_signing";
