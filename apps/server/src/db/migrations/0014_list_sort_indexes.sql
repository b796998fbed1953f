-- Every sortable column of the credit application list gets an index like the default order's
-- (tab, column, id), so a sort reads its page from an index instead of sorting the tab (issue 13).
DROP INDEX "credit_applications_status_idx";--> statement-breakpoint
CREATE INDEX "credit_applications_updated_sort_idx" ON "credit_applications" USING btree ("is_archive","updated_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_number_sort_idx" ON "credit_applications" USING btree ("is_archive","credit_app_no","id");--> statement-breakpoint
CREATE INDEX "credit_applications_date_sort_idx" ON "credit_applications" USING btree ("is_archive","credit_app_date","id");--> statement-breakpoint
CREATE INDEX "credit_applications_tenor_start_sort_idx" ON "credit_applications" USING btree ("is_archive","tenor_start_date","id");--> statement-breakpoint
CREATE INDEX "credit_applications_tenor_end_sort_idx" ON "credit_applications" USING btree ("is_archive","tenor_end_date","id");--> statement-breakpoint
CREATE INDEX "credit_applications_description_sort_idx" ON "credit_applications" USING btree ("is_archive","credit_desc","id");--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("is_archive","status","id");