import Typography from '@mui/material/Typography';
import { crateLineText, formatQuantity, PAID_STATES, presentationQuantityText, toCents, type ProductUnit, type Purchase, type SalePresentation } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { dateTimeColumn, numberColumn, userColumn } from '../../components/list/columns';
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
    dateTimeColumn('registered', 'Registro', (p) => `${formatDate(p.date)} ${p.hour}`),
  ];
}

/** A line's quantity: '3 Caja x12 (36 u)' when bought by a presentation, else the units or kilos. */
export const lineQuantityText = (quantity: number, unit: ProductUnit, presentation: SalePresentation | null | undefined): string =>
  presentation ? presentationQuantityText(quantity, presentation) : formatQuantity(quantity, unit);

/**
 * A line's product, and under it what a line of crates gave its lot: '3 Caja x12 = 36 u, costo
 * unitario Bs. 4,00' (the crate's cost per unit, to the cent).
 */
export function LineProduct({ product, presentation, quantity, crateCost }: { product: string; presentation: SalePresentation | null | undefined; quantity: number; crateCost: number }) {
  return (
    <>
      {product}
      {presentation && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {crateLineText(quantity, presentation, toCents(crateCost))}
        </Typography>
      )}
    </>
  );
}
