import { toCents, CREDIT_TEXT, creditWarnings, formatCents, SALE_MSG, type PriceListTerms, type RecordSaleBody, type Sale } from '@lactea/contracts';
import { listTermsOf } from '../price-list.read.js';
import type { Tx } from '../../../db/types.js';
import { badRequest } from '../../../lib/errors.js';
import { clientByCiNit } from '../../clients/clients.service.js';
import { clientCredit } from '../../clients/credit.js';
import type { PricedLine } from '../pricing.js';
import type { SaleClientRow, SalePaymentRow } from './reads.js';
import { paidOf } from './paid.js';

/**
 * What record-sale checks before it writes: the payment, the client, the figures the till sent and
 * (on credit) the client's credit. Each check adds its Spanish messages to `messages`; the
 * coordinator refuses the sale with all of them at once.
 */

/** The sale's payment as it is written and answered: a payment type, or on credit (no type). */
export interface SalePayment {
  id: number | null;
  isCash: boolean;
  code: string | null;
  name: string;
}

/** The payment the sale names, checked: on credit, no payment type and a client; paid, an enabled type. */
export function salePayment(body: RecordSaleBody, t: SalePaymentRow | null, messages: string[]): SalePayment {
  const { id_type_payment } = body.sale;
  if (!paidOf(body.sale.cancelled)) {
    if (id_type_payment !== 0) messages.push(SALE_MSG.creditNoPayment);
    if (body.without_client === 1) messages.push(SALE_MSG.creditNeedsClient);
    return { id: null, isCash: false, code: null, name: CREDIT_TEXT };
  }
  if (id_type_payment === 0) {
    messages.push(SALE_MSG.paymentRequired);
    return { id: null, isCash: false, code: null, name: '' };
  }
  if (!t) messages.push(SALE_MSG.paymentMissing);
  else if (t.enabled !== 1) messages.push(SALE_MSG.paymentDisabled(t.typePay));
  return { id: t?.id ?? null, isCash: t?.isCash === 1, code: t?.code ?? null, name: t?.typePay ?? '' };
}

export type SaleClient = NonNullable<Sale['client']>;

/** The id of a client the sale registers: it is written once the rest of the sale is known to be valid. */
export const NEW_CLIENT = -1;

/** The sale's client, checked, and its price list (null: none, or a client registered with the sale). */
export interface CheckedClient {
  client: SaleClient | null;
  /** With its rows for the sale's products; disabled lists too (the rule then prices at the counter's). */
  list: PriceListTerms | null;
}

/**
 * The existing client a sale names by id (not one registered with it): `readSale` reads it with its
 * price list and the list's rows for the sale's products, in the sale's one read.
 */
export const namedClientId = (body: RecordSaleBody): number | null =>
  body.without_client === 1 || !body.client || body.register_client === 1 ? null : body.client.id || null;

/**
 * The sale's client, checked; a new one carries NEW_CLIENT as its id until `registerSaleClient`
 * writes it. An existing client named by id (`namedClientId`) comes as `readSale` read it (`named`),
 * with its price list and the list's rows for the sale's products. A client registered with the
 * sale (or found by the CI/NIT typed as a new one) has no list: the till priced it at the counter's prices.
 */
export async function saleClient(tx: Tx, body: RecordSaleBody, messages: string[], named: SaleClientRow | null): Promise<CheckedClient> {
  if (body.without_client === 1 || !body.client) return { client: null, list: null };
  const c = body.client;
  if (body.register_client === 1) {
    // A CI/NIT a client already has is that client, not a new one: the sale is theirs, and so are
    // their credit limit and overdue debts (decision 0035). Typing them again must not get round them.
    const known = await clientByCiNit(tx, c.ci_nit);
    if (!known) return { client: { id: NEW_CLIENT, business_name: c.business_name, ci_nit: c.ci_nit }, list: null };
    if (known.enabled !== 1) messages.push(SALE_MSG.clientDisabled(known.business_name));
    return { client: { id: known.id, business_name: known.business_name, ci_nit: known.ci_nit }, list: null };
  }
  if (!named) {
    messages.push(SALE_MSG.clientMissing);
    return { client: null, list: null };
  }
  if (named.enabled !== 1) messages.push(SALE_MSG.clientDisabled(named.businessName));
  return { client: { id: named.id, business_name: named.businessName, ci_nit: named.ciNit }, list: named.list && listTermsOf(named.list) };
}

/** A sale's figures in integer cents, recomputed from its priced lines. */
export interface SaleTotals {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  paidCents: number;
  changeCents: number;
}

/** The sale's figures from its priced lines; the total, change and paid amount the till sent must match them. */
export function saleTotals(body: RecordSaleBody, lines: PricedLine[], payment: SalePayment, messages: string[]): SaleTotals {
  const subtotalCents = lines.reduce((a, l) => a + l.totalCents, 0);
  const discountCents = toCents(body.sale.discount);
  if (discountCents > subtotalCents) messages.push(SALE_MSG.discountAboveSubtotal);
  const totalCents = subtotalCents - discountCents;
  if (toCents(body.sale.total_sale) !== totalCents) messages.push(SALE_MSG.figureMismatch('Total', formatCents(totalCents)));
  let paidCents = paidOf(body.sale.cancelled) ? totalCents : 0;
  let changeCents = 0;
  if (payment.isCash) {
    paidCents = toCents(body.sale.money_paid);
    changeCents = paidCents - totalCents;
    if (changeCents < 0) messages.push(SALE_MSG.paidBelowTotal);
  }
  if (changeCents >= 0 && toCents(body.sale.change_box) !== changeCents) messages.push(SALE_MSG.figureMismatch('Cambio', formatCents(changeCents)));
  return { subtotalCents, discountCents, totalCents, paidCents, changeCents };
}

/**
 * Credit control (decision 0035) of a credit sale to an existing client, with the client's row
 * locked until the sale commits, so concurrent credit sales to one client take turns and never
 * exceed its limit together. 'bloquear' refuses over the limit or with an overdue debt; 'advertir'
 * refuses unless the cashier confirmed (credit_confirmed 1), and answers what was confirmed.
 */
export async function checkCredit(tx: Tx, body: RecordSaleBody, clientId: number, today: string, saleCents: number): Promise<string[]> {
  const credit = await clientCredit(tx, clientId, today, { lock: true });
  if (!credit) return [];
  const warnings = creditWarnings(credit, saleCents);
  // An offline sale's goods left with the client already: its warnings go to the reconciliation list.
  if (body.offline) return warnings;
  if (warnings.length && (credit.control === 'bloquear' || body.credit_confirmed !== 1)) throw badRequest(...warnings);
  return warnings;
}
