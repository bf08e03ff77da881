CREATE TABLE "job_match_profiles" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"job_updated_at" timestamp with time zone NOT NULL,
	"profile" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "corrections" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_match_profiles" ADD CONSTRAINT "job_match_profiles_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;