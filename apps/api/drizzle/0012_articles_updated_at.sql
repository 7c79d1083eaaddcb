ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing articles were last edited when they were written.
UPDATE "articles" SET "updated_at" = "created_at";--> statement-breakpoint
-- Every writer keeps it true: a row that changes without its writer setting updated_at gets now.
CREATE FUNCTION "articles_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_touch_updated_at" BEFORE UPDATE ON "articles" FOR EACH ROW EXECUTE FUNCTION "articles_touch_updated_at"();
