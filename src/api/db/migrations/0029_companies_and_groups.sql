CREATE TABLE "customer_companies" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ice" text,
	"tax_id" text,
	"trade_register" text,
	"pays_monthly" boolean DEFAULT false NOT NULL,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_companies_ice_digits" CHECK ("customer_companies"."ice" IS NULL OR "customer_companies"."ice" ~ '^[0-9]{15}$')
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_companies_group_idx" ON "customer_companies" USING btree ("group_id");