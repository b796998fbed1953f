CREATE TABLE "catalogue_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_catalogue_deletions" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_catalogue_deletions_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
UPDATE "document_types" SET "mandatory" = 'none' WHERE "mandatory" IS NULL;--> statement-breakpoint
ALTER TABLE "document_types" ALTER COLUMN "mandatory" SET DEFAULT 'none';--> statement-breakpoint
ALTER TABLE "document_types" ALTER COLUMN "mandatory" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "catalogue_version_id" integer;--> statement-breakpoint
ALTER TABLE "document_categories" ADD COLUMN "debitur_kinds" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_categories" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_categories" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "report" text;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_types" ADD COLUMN "customised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "document_categories" SET "debitur_kinds" = "debitur_type" WHERE "debitur_type" IS NOT NULL;--> statement-breakpoint
-- A field's format rule is now its check.
UPDATE "document_types" SET "form_meta_data" = (
	SELECT jsonb_agg(CASE WHEN "field" ? 'format'
		THEN ("field" - 'format') || jsonb_build_object('check', "field" -> 'format')
		ELSE "field" END ORDER BY "position")
	FROM jsonb_array_elements("form_meta_data") WITH ORDINALITY AS "fields"("field", "position")
) WHERE jsonb_array_length("form_meta_data") > 0;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_catalogue_version_id_catalogue_versions_id_fk" FOREIGN KEY ("catalogue_version_id") REFERENCES "public"."catalogue_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_categories" DROP COLUMN "debitur_type";