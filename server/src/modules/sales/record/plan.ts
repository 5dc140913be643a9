import { centsText, toCents, lineCents, spreadDiscount, type Sale } from '@lactea/contracts';
import type { AuditEntry } from '../../../lib/audit.js';
import type { BusinessMoment } from '../../../lib/business-time.js';
import { shareOutLots, type LineTaken, type LockedLot, type LotMove } from '../../stock/ledger.js';
import { offlineSaleColumns, type OfflinePlan, type Shortfall } from '../offline-sale.js';
import { lineUnits, type PricedLine } from '../pricing.js';
import type { SaleForRollups } from '../rollups.js';
import { saleLineOf, saleOf } from '../sale-view.js';
import type { SaleClient, SalePayment, SaleTotals } from './checks.js';
import { cancelledOf } from './paid.js';
import type { SaleDetailRow, SaleRows } from './statement.js';

/**
 * The pure part of record-sale: from the priced lines, the lots read and the checked figures to the
 * rows the one statement writes and the receipt it answers. No database: every input is already
 * read and checked, so it is unit-tested on its own (plan.test.ts).
 */

const text4 = (v4: number) => (v4 / 10_000).toFixed(4);

/** The sale's lines in the ledger's lock order (ascending product, then line) and what each takes of the lots. */
export interface StockShare {
  /** The priced lines, ascending product id then line: the order the lots are taken and locked in. */
  order: PricedLine[];
  /** What each line of `order` took, and (offline) what its lots could not give. */
  taken: LineTaken[];
  moves: LotMove[];
}

/**
 * The lots read (ascending product id, then FEFO) shared out among the lines: online, FEFO or the
 * sale refused ('Inventario insuficiente de …'); offline (decision 0043), what the lots hold and the
 * rest missing (ledger `shareOutLots`).
 */
export function shareStock(priced: PricedLine[], lots: LockedLot[], offline: boolean, free?: ReadonlyMap<number, number>): StockShare {
  const order = [...priced].sort((a, b) => a.fkProduct - b.fkProduct || a.line - b.line);
  // A crate line takes its crates × units of the product: stock is always in the product's unit.
  const takes = order.map((l) => ({ fkProduct: l.fkProduct, productName: l.productName, quantity: lineUnits(l) }));
  const { lines, moves } = shareOutLots(takes, lots, offline, free);
  return { order, taken: lines, moves };
}

/** The products of the lines whose lots could not give all they sold (offline only): their current cost is read for them. */
export const shortProducts = (stock: StockShare): number[] => [...new Set(stock.order.filter((_, i) => stock.taken[i].missing > 0).map((l) => l.fkProduct))];

/** Everything the plan needs, read and checked. */
export interface SaleToPlan {
  /** In the request's order. */
  priced: PricedLine[];
  stock: StockShare;
  /** The current cost (cents) of each of `shortProducts`: the best estimate of goods sold but not on record. */
  missingCostCents: Map<number, number>;
  totals: SaleTotals;
  payment: SalePayment;
  /** Paid now (the spec's `cancelled` 1), or on credit. */
  paid: boolean;
  /** With its id (a new client already written). */
  client: SaleClient | null;
  moment: BusinessMoment;
  user: { id: number; name: string };
  offline: OfflinePlan | null;
  /** The sale's created_at when recorded for another moment (the demo data). */
  at?: Date;
  /** 'advertir': what the cashier was warned about and confirmed (decision 0035). */
  creditWarnings: string[];
}

/** What the sale writes (its statement's rows and audit entry) and answers. */
export interface SalePlan {
  rows: SaleRows;
  audit: AuditEntry;
  /** The receipt, built from what is about to be written, not read back; its id is set once written. */
  answer: Sale;
  /** Offline: the lines short of stock (a ledger row and a reconciliation case each). */
  shortfalls: Shortfall[];
}

export function planSale(s: SaleToPlan): SalePlan {
  const { totals, payment, offline } = s;
  const cancelled = cancelledOf(s.paid);
  const fkClient = s.client?.id ?? null;
  // The sale's discount spread over its lines, in the request's order.
  const shares = spreadDiscount(s.priced.map((l) => l.totalCents), totals.discountCents);
  const shareOf = new Map(s.priced.map((l, i) => [l.line, shares[i]]));
  const rollupLines: SaleForRollups['lines'] = [];
  const answered = new Map<number, Sale['products'][number]>();
  const details: SaleDetailRow[] = [];
  const shortfalls: Shortfall[] = [];
  let costCents = 0;
  for (const [i, l] of s.stock.order.entries()) {
    const { taken, missing } = s.stock.taken[i];
    const share = shareOf.get(l.line)!;
    // What the lots gave at their costs, plus the missing part at the product's current cost.
    let lineCost = taken.reduce((a, t) => a + lineCents(toCents(Number(t.unitCost)), t.quantity), 0);
    if (missing > 0) {
      shortfalls.push({ line: l, missing });
      lineCost += lineCents(s.missingCostCents.get(l.fkProduct)!, missing);
    }
    const unitCost = ((lineCost * 100) / l.quantity / 10_000).toFixed(4);
    costCents += lineCost;
    details.push({
      row: {
        line: l.line,
        fkProduct: l.fkProduct,
        fkMark: l.fkMark,
        quantity: l.quantity,
        unitPriceSystem: centsText(l.priceCents),
        unitPrice: text4(l.unitPrice4),
        discount: text4(l.discount4),
        promotion: l.promotion,
        total: centsText(l.totalCents),
        unitCost,
        cost: centsText(lineCost),
        discountShare: centsText(share),
        fkPriceList: l.priceList?.id ?? null,
        fkPresentation: l.presentation?.id ?? null,
        presentationUnits: l.presentation?.units ?? 1,
      },
      taken,
    });
    answered.set(
      l.line,
      saleLineOf(
        { id: l.fkProduct, product: l.productName, code: l.code, unit: l.unit },
        {
          unit_price_system: l.priceCents / 100,
          discount: l.discount4 / 10_000,
          unit_price: l.unitPrice4 / 10_000,
          quantity: l.quantity,
          unit_cost: Number(unitCost),
          promotion: l.promotion,
          total: l.totalCents / 100,
          price_list: l.priceList?.name ?? null,
          presentation: l.presentation,
          returned_quantity: 0,
          returned_amount: 0,
        },
      ),
    );
    rollupLines.push({ fkProduct: l.fkProduct, fkMark: l.fkMark, quantity: lineUnits(l), totalCents: l.totalCents, costCents: lineCost, discountShareCents: share });
  }
  const rollups: SaleForRollups = {
    date: s.moment.date,
    fkTypePayment: payment.id,
    fkUser: s.user.id,
    cancelled,
    totalCents: totals.totalCents,
    costCents,
    discountCents: totals.discountCents,
    lines: rollupLines,
  };
  const answer = saleOf({
    id: 0,
    date: s.moment.date,
    hour: s.moment.hour,
    subtotal: totals.subtotalCents / 100,
    discount: totals.discountCents / 100,
    total_sale: totals.totalCents / 100,
    money_paid: totals.paidCents / 100,
    change_box: totals.changeCents / 100,
    cancelled,
    enabled: 1,
    id_type_payment: payment.id,
    type_pay: payment.code,
    type_payment: payment.id === null ? null : { id: payment.id, type_pay: payment.name, is_cash: payment.isCash ? 1 : 0 },
    date_debt: null,
    type_payment_debt: null,
    debt_paid: 0,
    client: s.client,
    user: { id: s.user.id, name: s.user.name },
    products: s.priced.map((l) => answered.get(l.line)!),
  });
  const sale = {
    subtotal: centsText(totals.subtotalCents),
    discount: centsText(totals.discountCents),
    totalSale: centsText(totals.totalCents),
    moneyPaid: centsText(totals.paidCents),
    changeBox: centsText(totals.changeCents),
    totalCost: centsText(costCents),
    cancelled,
    fkTypePayment: payment.id,
    typePay: payment.code,
    fkClient,
    fkUser: s.user.id,
    date: s.moment.date,
    hour: s.moment.hour,
    ...(offline ? offlineSaleColumns(offline) : s.at ? { createdAt: s.at } : {}),
  };
  // The statement gives the audit row the sale's id (entity and `after.id`).
  const audit: AuditEntry = {
    action: 'add',
    entity: 'sale',
    after: {
      total_sale: centsText(totals.totalCents),
      cancelled,
      fk_type_payment: payment.id,
      fk_client: fkClient,
      lines: s.priced.length,
      ...(s.creditWarnings.length ? { ...(offline ? {} : { credit_confirmed: 1 }), credit_warning: s.creditWarnings } : {}),
      ...(offline ? { offline: 1, device_id: offline.info.device_id, provisional_number: offline.info.provisional_number } : {}),
    },
  };
  return { rows: { sale, moves: s.stock.moves, details, rollups }, audit, answer, shortfalls };
}
