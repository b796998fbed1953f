-- The debitur list's sorts and searches at 200,000 debiturs (issue 13): an index like the default
-- order's (tab, type, column, id) for every sortable column of debiturs and for the branch and the
-- group (a sort by their name reads each one's debiturs in id order), and the name's trigram and
-- prefix indexes for the other searched columns (email, ID and phone numbers).
CREATE INDEX "debiturs_updated_sort_idx" ON "debiturs" USING btree ("is_archive","type","updated_at","id");--> statement-breakpoint
CREATE INDEX "debiturs_full_name_sort_idx" ON "debiturs" USING btree ("is_archive","type","full_name","id");--> statement-breakpoint
CREATE INDEX "debiturs_company_name_sort_idx" ON "debiturs" USING btree ("is_archive","type","company_name","id");--> statement-breakpoint
CREATE INDEX "debiturs_organizer_name_sort_idx" ON "debiturs" USING btree ("is_archive","type","organizer_name","id");--> statement-breakpoint
CREATE INDEX "debiturs_email_sort_idx" ON "debiturs" USING btree ("is_archive","type","email","id");--> statement-breakpoint
CREATE INDEX "debiturs_id_number_sort_idx" ON "debiturs" USING btree ("is_archive","type","id_number","id");--> statement-breakpoint
CREATE INDEX "debiturs_phone_sort_idx" ON "debiturs" USING btree ("is_archive","type","phone_number","id");--> statement-breakpoint
CREATE INDEX "debiturs_telephone_sort_idx" ON "debiturs" USING btree ("is_archive","type","telephone_number","id");--> statement-breakpoint
CREATE INDEX "debiturs_marital_sort_idx" ON "debiturs" USING btree ("is_archive","type","marital_status","id");--> statement-breakpoint
CREATE INDEX "debiturs_birth_sort_idx" ON "debiturs" USING btree ("is_archive","type","date_of_birth","id");--> statement-breakpoint
CREATE INDEX "debiturs_budget_sort_idx" ON "debiturs" USING btree ("is_archive","type","budget","id");--> statement-breakpoint
CREATE INDEX "debiturs_address_sort_idx" ON "debiturs" USING btree ("is_archive","type","address","id");--> statement-breakpoint
CREATE INDEX "debiturs_branch_sort_idx" ON "debiturs" USING btree ("is_archive","type","related_branch_id","id");--> statement-breakpoint
CREATE INDEX "debiturs_group_sort_idx" ON "debiturs" USING btree ("is_archive","type","related_group_id","id");--> statement-breakpoint
CREATE INDEX "debiturs_email_trgm_idx" ON "debiturs" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_email_prefix_idx" ON "debiturs" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debiturs_id_number_trgm_idx" ON "debiturs" USING gin ("id_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_id_number_prefix_idx" ON "debiturs" USING btree (lower("id_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debiturs_phone_trgm_idx" ON "debiturs" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_phone_prefix_idx" ON "debiturs" USING btree (lower("phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "debiturs_telephone_trgm_idx" ON "debiturs" USING gin ("telephone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debiturs_telephone_prefix_idx" ON "debiturs" USING btree (lower("telephone_number") text_pattern_ops);