import { and, eq, inArray } from 'drizzle-orm';
import { formatMoney, lineFigures, SALE_MSG, type LineMode, type SaleLineBody } from '@lactea/contracts';
import { productDiscounts, productPromotions, products } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';

/** A line as the server prices it: the product's own figures, never the client's. */
export interface PricedLine {
  /** 1-based position in the request (the N° the cashier sees). */
  line: number;
  fkProduct: number;
  fkMark: number;
  productName: string;
  code: string;
  quantity: number;
  priceCents: number;
  unitPrice4: number;
  discount4: number;
  totalCents: number;
  promotion: string | null;
}

const cents = (numeric: string) => Math.round(Number(numeric) * 100);
const four = (n: number) => Math.round(n * 10_000);
/** A figure in the one money format (Bs. 1.234,50); a 4-decimal unit price keeps its 4 decimals. */
const show4 = (v4: number) => (v4 % 100 === 0 ? formatMoney(v4 / 10_000) : `Bs. ${(v4 / 10_000).toFixed(4).replace('.', ',')}`);

/** Which mode the client's line claims: a promotion text, else a discount above zero, else plain. */
function claimedMode(l: SaleLineBody): LineMode {
  if (l.promotion) return 'promotion';
  if (four(l.discount) > 0 || four(l.unit_price) !== four(l.unit_price_system)) return 'discount';
  return 'plain';
}

/**
 * Prices every line from the product's price and its enabled discount or promotion (DESIGN §6),
 * as they are when the sale runs. Not locked: the till's products are the hottest rows, and a price
 * edited in the same instant prices the sale either way, while a FOR SHARE on every sale would
 * queue every price edit behind the tills. Answers the priced lines, or every refusal naming its line.
 */
export async function priceLines(tx: Executor, detail: SaleLineBody[]): Promise<{ lines: PricedLine[]; messages: string[] }> {
  const ids = [...new Set(detail.map((l) => l.product_id))].sort((a, b) => a - b);
  const found = await tx
    .select({ id: products.id, product: products.product, code: products.code, price: products.price, enabled: products.enabled, fkMark: products.fkMark })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id);
  // Most sales are at list price: the terms are read only when a line claims one.
  const claims = (mode: LineMode) => detail.some((l) => claimedMode(l) === mode);
  const [discounts, promotions] = await Promise.all([
    claims('discount')
      ? tx
          .select({ fkProduct: productDiscounts.fkProduct, unitPrice: productDiscounts.unitPrice, quantity: productDiscounts.quantity })
          .from(productDiscounts)
          .where(and(inArray(productDiscounts.fkProduct, ids), eq(productDiscounts.enabled, 1)))
      : [],
    claims('promotion')
      ? tx
          .select({ fkProduct: productPromotions.fkProduct, quantityPromotion: productPromotions.quantityPromotion, quantitySale: productPromotions.quantitySale })
          .from(productPromotions)
          .where(and(inArray(productPromotions.fkProduct, ids), eq(productPromotions.enabled, 1)))
      : [],
  ]);
  const byId = new Map(found.map((p) => [p.id, p]));
  const discountOf = new Map(discounts.map((d) => [d.fkProduct, { unit_price: Number(d.unitPrice), quantity: d.quantity }]));
  const promotionOf = new Map(promotions.map((p) => [p.fkProduct, { quantity_promotion: p.quantityPromotion, quantity_sale: p.quantitySale }]));

  const messages: string[] = [];
  const lines: PricedLine[] = [];
  detail.forEach((l, i) => {
    const n = i + 1;
    const p = byId.get(l.product_id);
    if (!p) return void messages.push(SALE_MSG.productMissing(l.product_id));
    if (p.enabled !== 1) return void messages.push(SALE_MSG.productDisabled(p.product));
    const priceCents = cents(p.price);
    if (four(l.unit_price_system) !== priceCents * 100) {
      return void messages.push(SALE_MSG.lineMismatch(n, p.product, 'el precio del sistema', formatMoney(priceCents / 100)));
    }
    const mode = claimedMode(l);
    const discount = discountOf.get(p.id) ?? null;
    const promotion = promotionOf.get(p.id) ?? null;
    if (mode === 'discount' && !discount) return void messages.push(SALE_MSG.lineNoDiscount(n, p.product));
    if (mode === 'discount' && l.quantity < discount!.quantity) return void messages.push(SALE_MSG.lineDiscountQuantity(n, p.product, discount!.quantity));
    if (mode === 'promotion' && (!promotion || lineFigures(priceCents, promotion.quantity_promotion, 'promotion', { promotion })!.promotion !== l.promotion)) {
      return void messages.push(SALE_MSG.lineNoPromotion(n, p.product));
    }
    const figures = lineFigures(priceCents, l.quantity, mode, { discount, promotion });
    if (!figures) return void messages.push(SALE_MSG.linePromotionQuantity(n, p.product));
    if (four(l.unit_price) !== figures.unitPrice4) {
      return void messages.push(SALE_MSG.lineMismatch(n, p.product, 'el precio unitario', show4(figures.unitPrice4)));
    }
    if (four(l.discount) !== figures.discount4) {
      return void messages.push(SALE_MSG.lineMismatch(n, p.product, 'el descuento', show4(figures.discount4)));
    }
    lines.push({
      line: n,
      fkProduct: p.id,
      fkMark: p.fkMark,
      productName: p.product,
      code: p.code,
      quantity: l.quantity,
      priceCents,
      ...figures,
    });
  });
  return { lines, messages };
}
