CREATE TYPE "public"."invoice_kind" AS ENUM('order', 'monthly');--> statement-breakpoint
CREATE TABLE "company_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount_centimes" integer NOT NULL,
	"paid_on" date NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_payments_positive" CHECK ("company_payments"."amount_centimes" > 0),
	CONSTRAINT "company_payments_mode" CHECK ("company_payments"."mode" IN ('cash', 'cheque', 'transfer', 'card'))
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "invoice_kind" NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"locale" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"period_month" date,
	"total_ht_centimes" integer NOT NULL,
	"total_vat_centimes" integer NOT NULL,
	"total_ttc_centimes" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_reference_unique" UNIQUE("reference"),
	CONSTRAINT "invoices_year_number" UNIQUE("year","number"),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_totals" CHECK ("invoices"."total_ttc_centimes" = "invoices"."total_ht_centimes" + "invoices"."total_vat_centimes"),
	CONSTRAINT "invoices_period" CHECK (("invoices"."kind" = 'monthly') = ("invoices"."period_month" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "product_vat_rates" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"rate" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_vat_rates_rate" CHECK ("product_vat_rates"."rate" IN (0, 7, 10, 14, 20))
);
--> statement-breakpoint
CREATE TABLE "shop_legal_identity" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"legal_form" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"ice" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"trade_register" text DEFAULT '' NOT NULL,
	"patente" text DEFAULT '' NOT NULL,
	"cnss" text DEFAULT '' NOT NULL,
	"capital" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"rib" text,
	"default_vat_rate" smallint DEFAULT 20 NOT NULL,
	"delivery_vat_rate" smallint DEFAULT 20 NOT NULL,
	"monthly_payment_days" smallint DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_legal_identity_single_row" CHECK ("shop_legal_identity"."id" = 1),
	CONSTRAINT "shop_legal_identity_ice_digits" CHECK ("shop_legal_identity"."ice" = '' OR "shop_legal_identity"."ice" ~ '^[0-9]{15}$'),
	CONSTRAINT "shop_legal_identity_default_vat" CHECK ("shop_legal_identity"."default_vat_rate" IN (0, 7, 10, 14, 20)),
	CONSTRAINT "shop_legal_identity_delivery_vat" CHECK ("shop_legal_identity"."delivery_vat_rate" IN (0, 7, 10, 14, 20)),
	CONSTRAINT "shop_legal_identity_payment_days" CHECK ("shop_legal_identity"."monthly_payment_days" BETWEEN 0 AND 120)
);
--> statement-breakpoint
ALTER TABLE "company_payments" ADD CONSTRAINT "company_payments_user_id_customer_companies_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customer_companies"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payments" ADD CONSTRAINT "company_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vat_rates" ADD CONSTRAINT "product_vat_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_payments_user_idx" ON "company_payments" USING btree ("user_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_monthly_once" ON "invoices" USING btree ("user_id","period_month") WHERE "invoices"."kind" = 'monthly';--> statement-breakpoint
INSERT INTO "shop_legal_identity" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An issued invoice is never changed or removed, nor the orders it bills (a credit note corrects it: CGI article 145).
CREATE FUNCTION shop_refuse_invoice_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice is never changed or removed (%)', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_never_change BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION shop_refuse_invoice_change();--> statement-breakpoint
CREATE TRIGGER invoice_orders_never_change BEFORE UPDATE OR DELETE ON "invoice_orders" FOR EACH ROW EXECUTE FUNCTION shop_refuse_invoice_change();
