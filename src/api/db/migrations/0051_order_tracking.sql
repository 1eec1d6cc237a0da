CREATE TABLE "order_tracking" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"delivery_date" date NOT NULL,
	"told_from" smallint NOT NULL,
	"told_to" smallint NOT NULL,
	"delay_told_at" timestamp with time zone,
	"delay_from" smallint,
	"delay_to" smallint,
	CONSTRAINT "order_tracking_told_window" CHECK ("order_tracking"."told_from" BETWEEN 0 AND 1439 AND "order_tracking"."told_to" BETWEEN "order_tracking"."told_from" AND 1439),
	CONSTRAINT "order_tracking_delay_whole" CHECK (("order_tracking"."delay_told_at" IS NULL) = ("order_tracking"."delay_to" IS NULL) AND ("order_tracking"."delay_from" IS NULL) = ("order_tracking"."delay_to" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "order_tracking" ADD CONSTRAINT "order_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;