DROP INDEX "background_tasks_pending_dedupe_idx";--> statement-breakpoint
ALTER TABLE "background_tasks" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_pending_dedupe_idx" ON "background_tasks" USING btree ("dedupe_key") WHERE "background_tasks"."status" = 'queued' and "background_tasks"."dedupe_key" is not null;