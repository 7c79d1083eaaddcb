ALTER TABLE "center_footers" ADD COLUMN "representative_title" text;--> statement-breakpoint
ALTER TABLE "center_footers" ADD COLUMN "representative_name" text;