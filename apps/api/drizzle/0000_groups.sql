CREATE TABLE "group_children" (
	"group_code" text NOT NULL,
	"code" text NOT NULL,
	"code_name" text NOT NULL,
	"etc2" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_children_group_code_code_pk" PRIMARY KEY("group_code","code")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"code" text PRIMARY KEY NOT NULL,
	"code_name" text NOT NULL,
	"code_desc" text NOT NULL,
	"parent_code" text,
	"etc" text,
	"domain" text,
	"gubun" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_children" ADD CONSTRAINT "group_children_group_code_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."groups"("code") ON DELETE cascade ON UPDATE cascade;