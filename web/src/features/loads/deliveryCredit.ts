import { CREDIT_MSG, creditWarnings, formatMoney, fromCents, LOAD_MSG } from '@lactea/contracts';
import { fetchClientCredit } from './loadsApi';

/**
 * The credit control's question before a credit delivery, the till's way (decision 0035): with
 * 'advertir', a delivery over the client's limit or with overdue debts is asked first — the
 * client's credit state, the warnings, the question — and sent with `credit_confirmed` once the
 * driver confirms. Null when there is nothing to ask: within the terms, 'bloquear' (the server
 * refuses with the same texts) or the state unreadable now (no network: the server checks when the
 * kept delivery arrives, and a refusal is asked again at 'Reintentar'). Read fresh: a till may have
 * sold to this client on credit since the sheet was read.
 */
export async function creditQuestion(clientId: number, client: string, totalCents: number): Promise<string[] | null> {
  try {
    const credit = await fetchClientCredit(clientId);
    const warnings = credit.control === 'advertir' ? creditWarnings(credit, totalCents) : [];
    return warnings.length ? [CREDIT_MSG.state(credit), ...warnings, LOAD_MSG.creditConfirm(client, formatMoney(fromCents(totalCents)))] : null;
  } catch {
    return null;
  }
}
