CREATE TABLE "sale_returns_daily" (
	"day" date NOT NULL,
	"refund" varchar(8) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"stock_cost_cents" bigint NOT NULL,
	"merma_cost_cents" bigint NOT NULL,
	"returns" integer NOT NULL,
	CONSTRAINT "sale_returns_daily_day_refund_pk" PRIMARY KEY("day","refund")
);
