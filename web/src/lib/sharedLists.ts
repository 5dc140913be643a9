import { clientPage, presentationList, typeExpenseList, type Client, type Presentation, type TypeExpense } from '@lactea/contracts';
import type { SearchStateFilters } from '../components/list/StateFilter';
import { api } from './api';
import { pageCall } from './calls';

/**
 * The read calls more than one screen makes, here so that no feature imports another's calls
 * (web feature boundaries): one definition a route.
 */

/** client/list: CLIENTES' list, the client picker and the till's online client search. */
export const listClients = pageCall<SearchStateFilters, Client>('client/list', clientPage);

/** type-expense/list: TIPO GASTOS and GASTOS ADMIN's 'Tipo' choice. */
export const listTypeExpenses = async (signal?: AbortSignal): Promise<TypeExpense[]> =>
  typeExpenseList.parse(await api.get<unknown>('type-expense/list', undefined, signal));


/** presentation/list: PRESENTACIONES of a product, and the price form's 'Unidad or a presentation' choice. */
export const listPresentations = async (productId: number, signal?: AbortSignal): Promise<Presentation[]> =>
  presentationList.parse(await api.get<unknown>('presentation/list', { product_id: productId }, signal));
