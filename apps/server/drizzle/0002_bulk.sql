CREATE TABLE "candidate_identities" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"resume_id" uuid NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "candidate_identities_company_id_kind_value_pk" PRIMARY KEY("company_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "duplicate_reason" text;--> statement-breakpoint
ALTER TABLE "candidate_identities" ADD CONSTRAINT "candidate_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_identities" ADD CONSTRAINT "candidate_identities_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_identities_resume_idx" ON "candidate_identities" USING btree ("resume_id");--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_duplicate_of_resumes_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;