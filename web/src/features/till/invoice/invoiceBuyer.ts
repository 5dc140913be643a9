import { useSyncExternalStore } from 'react';
import { DOCUMENT_CI, DOCUMENT_NIT, verifyNitAnswer, type SaleClientBody, type SaleInvoiceInput } from '@lactea/contracts';
import { api, NetworkError } from '../../../lib/api';

/** The Factura form as typed: every field text (the select's too), read by the contract's saleInvoiceBody. */
export interface InvoiceBuyerForm {
  document_type: string;
  document_number: string;
  complemento: string;
  business_name: string;
}

/**
 * The buyer as the sale's client gives it (the form starts with it). A client's 'CI/NIT' is one text:
 * '4567890-1A' is a CI with its complemento; digits alone are a NIT from 9 digits on (a CI has 5 to 8,
 * a NIT usually 9 to 13), else a CI. No client: empty, the server writes SIAT's 'S/N' and 99002.
 */
export function buyerFromClient(client: Pick<SaleClientBody, 'business_name' | 'ci_nit'> | null): InvoiceBuyerForm {
  if (!client) return { document_type: String(DOCUMENT_NIT), document_number: '', complemento: '', business_name: '' };
  const ci = /^(\d+)-([A-Za-z0-9]{1,5})$/.exec(client.ci_nit.trim());
  if (ci) return { document_type: String(DOCUMENT_CI), document_number: ci[1], complemento: ci[2].toUpperCase(), business_name: client.business_name };
  const digits = /^\d+$/.test(client.ci_nit.trim());
  const type = digits && client.ci_nit.trim().length >= 9 ? DOCUMENT_NIT : DOCUMENT_CI;
  // A client without a real document ('0', 'S/N') is invoiced by name with SIAT's no-name number left to the server.
  const number = /^[A-Za-z0-9-]+$/.test(client.ci_nit.trim()) && client.ci_nit.trim() !== '0' ? client.ci_nit.trim() : '';
  return { document_type: String(number ? type : DOCUMENT_NIT), document_number: number, complemento: '', business_name: number ? client.business_name : '' };
}

export const formInput = (f: InvoiceBuyerForm): SaleInvoiceInput => ({
  document_type: Number(f.document_type),
  document_number: f.document_number,
  complemento: f.complemento,
  business_name: f.business_name,
  codigo_excepcion: 0,
});

/** SIAT's verdict on a NIT (invoice/verify-nit); no answer from our server (offline) is 'sin_respuesta', as SIAT's absence is. */
export async function checkNit(nit: string): Promise<{ state: 'activo' | 'inexistente' | 'sin_respuesta'; message: string }> {
  try {
    return verifyNitAnswer.parse(await api.get<unknown>('invoice/verify-nit', { nit }));
  } catch (error) {
    if (error instanceof NetworkError) return { state: 'sin_respuesta', message: '' };
    throw error;
  }
}

/*
 * 'Factura' at the till, remembered on this device (a shop that invoices every sale turns it on
 * once): localStorage `lactea-invoice`, '1' on.
 */
const KEY = 'lactea-invoice';
const listeners = new Set<() => void>();

export function invoiceWanted(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setInvoiceWanted(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? '1' : '0');
  } catch {
    // No storage (a private window): the switch stays off.
  }
  listeners.forEach((l) => l());
}

export function useInvoiceWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    invoiceWanted,
    () => false,
  );
}
