-- A shop already invoicing had its products without a código de producto SIN invoiced as the
-- activity's first catalogue product (a silent guess): that choice is now its producto SIN por
-- omisión, shown in Configuraciones → Facturación and changeable there.
UPDATE "invoice_settings" s SET "sin_product_default" = (
  SELECT p."code" FROM "siat_catalogue" p
  WHERE p."kind" = 'productos' AND (p."activity" = s."actividad" OR p."activity" IS NULL)
  ORDER BY p."code" LIMIT 1
)
WHERE s."invoicing" = 1 AND s."sin_product_default" IS NULL;
