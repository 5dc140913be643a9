import { PAID_STATES, type Purchase } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, userColumn } from '../../components/list/columns';
import { formatAmount, formatDate } from '../../lib/format';

/** The purchase lists' columns (COMPRAS and the purchase reports). */
export function purchaseColumns(rowNumber: (i: number) => number): Column<Purchase>[] {
  return [
    numberColumn(rowNumber),
    { id: 'provider', header: 'Proveedor', cell: (p) => p.provider.provider },
    { id: 'date_purchase', header: 'Fecha Compra', nowrap: true, cell: (p) => formatDate(p.date_purchase) },
    { id: 'cancelled', header: 'Tipo', nowrap: true, cell: (p) => PAID_STATES[p.cancelled] },
    { id: 'discount', header: 'Desc. Bs.', align: 'right', nowrap: true, cell: (p) => formatAmount(p.discount) },
    { id: 'total', header: 'Total Bs.', align: 'right', nowrap: true, cell: (p) => formatAmount(p.total_purchase) },
    userColumn((p) => p.user),
    { id: 'registered', header: 'Registro', nowrap: true, maxWidth: 170, cell: (p) => `${formatDate(p.date)} ${p.hour}` },
  ];
}
