import { useQuery } from '@tanstack/react-query';
import { isSaldoPayment, SALE_MSG, toCents, type TillPayment } from '@lactea/contracts';
import { formatMoney } from '../../lib/format';
import { tillClientCredit } from './offline/lookups';
import type { Till } from './useTill';

/**
 * The till's 'Saldo a favor' (decision 0072): offered in the payment menus only when the sale has
 * a client of its own with a saldo a favor; disabled, saying why, offline (the saldo is spent only
 * under the server's lock) or when the total is more than the saldo (the server's own text).
 */
export interface SaldoChoice {
  payment: TillPayment;
  /** 'Saldo a favor (Bs. 30,00)'. */
  label: string;
  /** Why it cannot pay this sale now; null: it can. */
  refusal: string | null;
}

/** The chosen client's saldo a favor as client/credit answers it (shared with the credit figures' query). */
export function useClientSaldo(till: Pick<Till, 'client'>): { saldo: number | null; offline: boolean } {
  const client = till.client && !till.client.register && till.client.id ? till.client : null;
  const query = useQuery({
    queryKey: ['client-credit', client?.id],
    queryFn: ({ signal }) => tillClientCredit(client!.id, signal),
    enabled: client !== null,
    staleTime: 0,
    networkMode: 'always',
  });
  if (!client) return { saldo: null, offline: false };
  const c = query.data;
  // Offline the snapshot's figures carry no saldo: one read then could already be spent elsewhere.
  if (query.isError || c?.offline_as_of || (c && c.saldo === undefined)) return { saldo: null, offline: true };
  return { saldo: c?.saldo ?? null, offline: false };
}

/** The menus' 'Saldo a favor' for a sale of `totalCents`; null when not offered. */
export function useSaldoChoice(till: Pick<Till, 'client' | 'setup'>, totalCents: number): SaldoChoice | null {
  const { saldo, offline } = useClientSaldo(till);
  const payment = till.setup.data?.payments.find(isSaldoPayment);
  if (!payment || !till.client || (!offline && !saldo)) return null;
  if (offline) return { payment, label: payment.type_pay, refusal: SALE_MSG.saldoOffline };
  const saldoCents = toCents(saldo!);
  const refusal = totalCents > saldoCents ? SALE_MSG.saldoShort(till.client.business_name, saldoCents) : null;
  return { payment, label: `${payment.type_pay} (${formatMoney(saldo!)})`, refusal };
}
