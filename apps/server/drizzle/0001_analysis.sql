ALTER TABLE "users" ADD COLUMN "auto_apply" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "education_level" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "match_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "analysis_status" text DEFAULT 'analysing' NOT NULL;