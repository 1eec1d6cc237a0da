CREATE TYPE "public"."slug_redirect_kind" AS ENUM('brand', 'category');--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slug_redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "slug_redirect_kind" NOT NULL,
	"old_slug" text NOT NULL,
	"locale" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_locale_valid" CHECK ("slug_redirects"."locale" IN ('fr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "voucher_categories" (
	"voucher_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "voucher_categories_voucher_id_category_id_pk" PRIMARY KEY("voucher_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_cities" (
	"voucher_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "voucher_cities_voucher_id_city_id_pk" PRIMARY KEY("voucher_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_categories" ADD CONSTRAINT "voucher_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_cities" ADD CONSTRAINT "voucher_cities_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_cities" ADD CONSTRAINT "voucher_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slug_redirects_kind_old_slug" ON "slug_redirects" USING btree ("kind","old_slug");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_min_order_non_negative" CHECK ("vouchers"."min_order_centimes" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_dates_ordered" CHECK ("vouchers"."starts_at" IS NULL OR "vouchers"."ends_at" IS NULL OR "vouchers"."starts_at" < "vouchers"."ends_at");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_per_customer_positive" CHECK ("vouchers"."max_uses_per_customer" IS NULL OR "vouchers"."max_uses_per_customer" > 0);