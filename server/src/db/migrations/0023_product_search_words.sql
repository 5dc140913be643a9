-- Issue 20: product search by words also finds the brand's name and sizes written together.
-- products.search_text becomes: folded brand name, the product's own folded text (as before), then
-- each size 'N u' also as 'Nu' ('1 l' → '1l'). Same rule as productSearchText
-- (modules/products/product-search.ts, SIZE_PATTERN_SQL). The trigram index stays as it is.
UPDATE products p
SET search_text = m.mark_key || ' ' || p.search_text || coalesce((
  SELECT ' ' || string_agg(s[1] || s[2], ' ' ORDER BY n)
  FROM regexp_matches(p.search_text, '(\d+)\s+([a-z]{1,3})(?![a-z0-9_])', 'g') WITH ORDINALITY AS r(s, n)
), '')
FROM marks m
WHERE m.id = p.fk_mark;
