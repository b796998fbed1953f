CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_email_client_address_pk" PRIMARY KEY("email","client_address")
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_seq_key" ON "audit_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "branch_groups_group_idx" ON "branch_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "credit_application_signing_created_by_idx" ON "credit_application_signing" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "credit_applications_group_idx" ON "credit_applications" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "credit_applications_credit_type_idx" ON "credit_applications" USING btree ("credit_type_id");--> statement-breakpoint
CREATE INDEX "credit_applications_created_by_idx" ON "credit_applications" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "debiturs_group_idx" ON "debiturs" USING btree ("related_group_id");--> statement-breakpoint
CREATE INDEX "user_areas_group_idx" ON "user_areas" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "user_photos_user_idx" ON "user_photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_window_start";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
-- The audit log's hash chain, computed by the database so that every writer goes through it. A
-- row's hash is the SHA-256 of its canonical text, which begins with the previous row's hash:
-- changing, removing or inserting a row breaks the chain from there on (npm run audit:verify).
-- sha256(bytea) is built in (PostgreSQL 11+, and PGlite), unlike pgcrypto.
CREATE FUNCTION "audit_log_hash"("row" "audit_logs") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    $1."prev_hash", $1."seq", $1."id", $1."actor_id", $1."entity", $1."entity_id", $1."action",
    $1."before", $1."after", $1."request_id",
    to_char($1."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Rows written before the chain existed join it in their order of writing.
UPDATE "audit_logs" AS a SET "seq" = o."n"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "audit_logs") AS o
WHERE o."id" = a."id";--> statement-breakpoint
DO $$
DECLARE
  "entry" "audit_logs";
  "previous" text := NULL;
BEGIN
  FOR "entry" IN SELECT * FROM "audit_logs" ORDER BY "seq" LOOP
    "entry"."prev_hash" := "previous";
    "previous" := "audit_log_hash"("entry");
    UPDATE "audit_logs" SET "prev_hash" = "entry"."prev_hash", "hash" = "previous"
    WHERE "id" = "entry"."id";
  END LOOP;
END
$$;--> statement-breakpoint
-- Each insert takes a transaction-level advisory lock, so rows join the chain one at a time: the
-- lock is held until the inserting transaction ends, and the next insert then reads its row.
CREATE FUNCTION "audit_logs_chain"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "last" "audit_logs";
BEGIN
  PERFORM pg_advisory_xact_lock(7405202607);
  SELECT * INTO "last" FROM "audit_logs" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  NEW."seq" := coalesce("last"."seq", 0) + 1;
  NEW."prev_hash" := "last"."hash";
  NEW."hash" := "audit_log_hash"(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_chain" BEFORE INSERT ON "audit_logs"
FOR EACH ROW EXECUTE FUNCTION "audit_logs_chain"();--> statement-breakpoint
-- Append-only in the database itself: no update, delete or truncate, whoever asks.
CREATE FUNCTION "audit_logs_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_logs_append_only" BEFORE UPDATE OR DELETE ON "audit_logs"
FOR EACH ROW EXECUTE FUNCTION "audit_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_logs_no_truncate" BEFORE TRUNCATE ON "audit_logs"
FOR EACH STATEMENT EXECUTE FUNCTION "audit_logs_append_only"();
