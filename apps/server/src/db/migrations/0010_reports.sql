CREATE TABLE "report_reminders" (
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reminders_document_id_kind_pk" PRIMARY KEY("document_id","kind")
);
--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_document_id_credit_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."credit_application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;