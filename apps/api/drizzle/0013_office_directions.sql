ALTER TABLE "offices" ADD COLUMN "directions" jsonb;
