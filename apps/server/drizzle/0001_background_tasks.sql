CREATE TABLE "background_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "background_tasks_pending_idx" ON "background_tasks" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_pending_dedupe_idx" ON "background_tasks" USING btree ("dedupe_key") WHERE "background_tasks"."status" in ('queued', 'running') and "background_tasks"."dedupe_key" is not null;