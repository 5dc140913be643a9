import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatQuantity, shownLine, type Sale } from '@lactea/contracts';
import { formatAmount } from '../../lib/format';

export interface SaleLinesProps {
  sale: Sale;
  /** The table's accessible name; defaults to 'Productos de la venta {id}'. */
  label?: string;
  /**
   * When given, the frame is a focusable region with this name: on a phone the table scrolls
   * sideways and must be reachable by keyboard (axe).
   */
  regionLabel?: string;
  /** Also 'Desc.' and 'Promo.' (the line's discount and promotion). */
  withTerms?: boolean;
}

/**
 * A recorded sale's products, N°, Producto, Cant., P.U., Total (and Desc., Promo.): the one table of
 * the sale details in VENTAS DIA, the sales reports, COBRO DEUDAS, CIERRE DE CAJA and BALANCE.
 */
export function SaleLines({ sale, label, regionLabel, withTerms = false }: SaleLinesProps) {
  const headers = withTerms ? ['N°', 'Producto', 'Cant.', 'P.U.', 'Total', 'Desc.', 'Promo.'] : ['N°', 'Producto', 'Cant.', 'P.U.', 'Total'];
  const region = regionLabel ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel } : {};
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} {...region}>
      <Table size="small" aria-label={label ?? `Productos de la venta ${sale.id}`}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sale.products.map(({ product, unit, pivot: l }, i) => {
            // P.U. the list price and Desc. the line's saving, as the till shows them: they add up to Total.
            const shown = shownLine(l);
            return (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>{product}</TableCell>
                <TableCell>{formatQuantity(l.quantity, unit)}</TableCell>
                <TableCell>{formatAmount(withTerms ? l.unit_price_system : l.unit_price)}</TableCell>
                <TableCell>{formatAmount(l.total)}</TableCell>
                {withTerms && <TableCell>{formatAmount(shown.savingCents / 100)}</TableCell>}
                {withTerms && <TableCell>{l.promotion && shown.saving ? shown.saving : ''}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
