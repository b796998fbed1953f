-- Runs once, when the PostgreSQL volume is first created (docker-entrypoint-initdb.d).
-- Two logins: the owner runs the migrations and owns every table (DATABASE_MIGRATION_URL); the app
-- runs as a login that owns nothing (DATABASE_URL). At every start the owner gives the app's login
-- reading and writing on the tables, and on audit_logs only SELECT and INSERT, so the running app
-- can neither rewrite the audit log nor turn its triggers off. Change both passwords (and the URLs
-- in compose.yaml) before anything real.
CREATE ROLE creditdesk_owner LOGIN PASSWORD 'creditdesk-owner';
CREATE ROLE creditdesk_app LOGIN PASSWORD 'creditdesk-app';
CREATE DATABASE creditdesk OWNER creditdesk_owner;
