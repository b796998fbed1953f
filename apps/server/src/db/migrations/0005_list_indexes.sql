CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "credit_applications_created_idx";--> statement-breakpoint
DROP INDEX "credit_applications_status_idx";--> statement-breakpoint
CREATE INDEX "credit_application_facilities_facility_idx" ON "credit_application_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "credit_applications_list_idx" ON "credit_applications" USING btree ("is_archive","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "credit_applications_tenor_idx" ON "credit_applications" USING btree ("is_archive","tenor_start_date","tenor_end_date");--> statement-breakpoint
CREATE INDEX "credit_applications_branch_idx" ON "credit_applications" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "credit_applications_no_trgm_idx" ON "credit_applications" USING gin ("credit_app_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_applications_desc_trgm_idx" ON "credit_applications" USING gin ("credit_desc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_full_name_trgm_idx" ON "debiturs" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_company_name_trgm_idx" ON "debiturs" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_live_name_idx" ON "debiturs" USING btree (lower(coalesce("full_name", "company_name", '')),"id") WHERE "debiturs"."is_archive" = false;--> statement-breakpoint
CREATE INDEX "debiturs_live_type_name_idx" ON "debiturs" USING btree ("type",lower(coalesce("full_name", "company_name", '')),"id") WHERE "debiturs"."is_archive" = false;--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("is_archive","status");