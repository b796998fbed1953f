CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_at" timestamp with time zone NOT NULL,
	"caller" text NOT NULL,
	"party" text NOT NULL,
	"phone" text NOT NULL,
	"credit_application_id" uuid,
	"debitur_id" uuid,
	"branch_id" uuid,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"received_by" text NOT NULL,
	"follow_up" text,
	"person_in_charge" text NOT NULL,
	"target_date" date NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_credit_application_id_credit_applications_id_fk" FOREIGN KEY ("credit_application_id") REFERENCES "public"."credit_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_debitur_id_debiturs_id_fk" FOREIGN KEY ("debitur_id") REFERENCES "public"."debiturs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_entries_due_idx" ON "logbook_entries" USING btree ("status","target_date","id");--> statement-breakpoint
CREATE INDEX "logbook_entries_branch_idx" ON "logbook_entries" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_application_idx" ON "logbook_entries" USING btree ("credit_application_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_debitur_idx" ON "logbook_entries" USING btree ("debitur_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_created_by_idx" ON "logbook_entries" USING btree ("created_by");