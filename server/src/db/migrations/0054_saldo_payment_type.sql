-- Custom SQL migration file, put your code below! --
-- The payment type 'Saldo a favor' (code 's'): a sale paid with it spends the client's saldo a
-- favor (client_credits). A shop that already named a type so has it become this one, not cash.
INSERT INTO "type_payments" ("type_pay", "type_pay_key", "is_cash", "code") VALUES ('Saldo a favor', 'saldo a favor', 0, 's')
ON CONFLICT ("type_pay_key") DO UPDATE SET "code" = 's', "is_cash" = 0;
