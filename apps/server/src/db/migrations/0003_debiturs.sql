CREATE TABLE "debitur_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"debitur_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debiturs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"related_group_id" uuid NOT NULL,
	"related_branch_id" uuid NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"full_name" text,
	"date_of_birth" date,
	"phone_number" text,
	"marital_status" text,
	"id_number" text,
	"company_name" text,
	"organizer_name" text,
	"telephone_number" text,
	"budget" numeric(20, 2),
	"npwp" text,
	"nib" text,
	"share_holder" text,
	"permit" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debitur_files" ADD CONSTRAINT "debitur_files_debitur_id_debiturs_id_fk" FOREIGN KEY ("debitur_id") REFERENCES "public"."debiturs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debiturs" ADD CONSTRAINT "debiturs_related_group_id_groups_id_fk" FOREIGN KEY ("related_group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debiturs" ADD CONSTRAINT "debiturs_related_branch_id_branches_id_fk" FOREIGN KEY ("related_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debiturs" ADD CONSTRAINT "debiturs_branch_group_fk" FOREIGN KEY ("related_branch_id","related_group_id") REFERENCES "public"."branch_groups"("branch_id","group_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debitur_files_debitur_idx" ON "debitur_files" USING btree ("debitur_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debiturs_id_number_key" ON "debiturs" USING btree ("id_number") WHERE "debiturs"."type" = 'Personal' and "debiturs"."is_archive" = false;--> statement-breakpoint
CREATE INDEX "debiturs_branch_idx" ON "debiturs" USING btree ("related_branch_id");