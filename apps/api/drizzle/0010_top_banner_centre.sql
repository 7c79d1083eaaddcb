ALTER TABLE "top_banners" ADD COLUMN "center_code" text;--> statement-breakpoint
ALTER TABLE "top_banners" ADD CONSTRAINT "top_banners_center_code_groups_code_fk" FOREIGN KEY ("center_code") REFERENCES "public"."groups"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_banners_center_code_idx" ON "top_banners" USING btree ("center_code");