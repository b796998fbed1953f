CREATE TABLE "credit_application_facilities" (
	"application_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	CONSTRAINT "credit_application_facilities_application_id_facility_id_pk" PRIMARY KEY("application_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "credit_application_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_application_signing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_app_no" text NOT NULL,
	"credit_app_date" date NOT NULL,
	"type" text NOT NULL,
	"join_type" text NOT NULL,
	"status" text NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"debitur_id" uuid,
	"group_id" uuid,
	"branch_id" uuid,
	"credit_type_id" uuid,
	"plafond" numeric(20, 2),
	"tenor_start_date" date,
	"tenor_end_date" date,
	"credit_desc" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_credit_app_no_unique" UNIQUE("credit_app_no")
);
--> statement-breakpoint
ALTER TABLE "credit_application_facilities" ADD CONSTRAINT "credit_application_facilities_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_facilities" ADD CONSTRAINT "credit_application_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_signing" ADD CONSTRAINT "credit_application_signing_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_signing" ADD CONSTRAINT "credit_application_signing_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_debitur_id_debiturs_id_fk" FOREIGN KEY ("debitur_id") REFERENCES "public"."debiturs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_credit_type_id_credit_types_id_fk" FOREIGN KEY ("credit_type_id") REFERENCES "public"."credit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_signing_application_idx" ON "credit_application_signing" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "credit_applications_created_idx" ON "credit_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "credit_applications_debitur_idx" ON "credit_applications" USING btree ("debitur_id");