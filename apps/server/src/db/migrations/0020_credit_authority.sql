CREATE TABLE "approval_authorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"plafond_from" numeric(20, 2) NOT NULL,
	"plafond_to" numeric(20, 2),
	"required_approvals" integer NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_authority_credit_types" (
	"authority_id" uuid NOT NULL,
	"credit_type_id" uuid NOT NULL,
	CONSTRAINT "approval_authority_credit_types_authority_id_credit_type_id_pk" PRIMARY KEY("authority_id","credit_type_id")
);
--> statement-breakpoint
CREATE TABLE "approval_authority_roles" (
	"authority_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "approval_authority_roles_authority_id_role_id_pk" PRIMARY KEY("authority_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "credit_application_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"role_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_application_approvals_approver_key" UNIQUE("application_id","created_by")
);
--> statement-breakpoint
CREATE TABLE "document_deferrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"promised_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"closed_at" timestamp with time zone,
	"received_document_id" uuid
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approval_tier_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approval_tier_name" text;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approvals_required" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approver_role_ids" uuid[];--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "approvals_given" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_authority_credit_types" ADD CONSTRAINT "approval_authority_credit_types_authority_id_approval_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."approval_authorities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_authority_credit_types" ADD CONSTRAINT "approval_authority_credit_types_credit_type_id_credit_types_id_fk" FOREIGN KEY ("credit_type_id") REFERENCES "public"."credit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_authority_roles" ADD CONSTRAINT "approval_authority_roles_authority_id_approval_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."approval_authorities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_authority_roles" ADD CONSTRAINT "approval_authority_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_approvals" ADD CONSTRAINT "credit_application_approvals_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_approvals" ADD CONSTRAINT "credit_application_approvals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD CONSTRAINT "document_deferrals_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD CONSTRAINT "document_deferrals_type_id_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD CONSTRAINT "document_deferrals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD CONSTRAINT "document_deferrals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_deferrals" ADD CONSTRAINT "document_deferrals_received_document_id_credit_application_documents_id_fk" FOREIGN KEY ("received_document_id") REFERENCES "public"."credit_application_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_authorities_name_key" ON "approval_authorities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "approval_authority_credit_types_credit_type_idx" ON "approval_authority_credit_types" USING btree ("credit_type_id");--> statement-breakpoint
CREATE INDEX "approval_authority_roles_role_idx" ON "approval_authority_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "credit_application_approvals_created_by_idx" ON "credit_application_approvals" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "document_deferrals_open_key" ON "document_deferrals" USING btree ("application_id","type_id") WHERE status in ('Requested', 'Granted');--> statement-breakpoint
CREATE INDEX "document_deferrals_application_idx" ON "document_deferrals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "document_deferrals_open_due_idx" ON "document_deferrals" USING btree ("promised_date","id") WHERE status in ('Requested', 'Granted');--> statement-breakpoint
CREATE INDEX "document_deferrals_created_by_idx" ON "document_deferrals" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_approval_tier_id_approval_authorities_id_fk" FOREIGN KEY ("approval_tier_id") REFERENCES "public"."approval_authorities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_queue_tier_idx" ON "credit_applications" USING btree ("approval_tier_id","status_changed_at","id") WHERE "credit_applications"."status" = 'Waiting for Review';