import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Sale } from '@lactea/contracts';
import { formatAmount } from '../../lib/format';

/** A sale's products (the detail tab of COBRO DEUDAS, CIERRE DE CAJA and BALANCE). */
export function SaleLines({ sale }: { sale: Sale }) {
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Productos de la venta (desplazable)">
      <Table size="small" aria-label={`Productos de la venta ${sale.id}`}>
        <TableHead>
          <TableRow>
            {['N°', 'Producto', 'Cant.', 'P.U.', 'Total'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sale.products.map((l, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{l.product}</TableCell>
              <TableCell>{l.quantity}</TableCell>
              <TableCell>{formatAmount(l.unit_price)}</TableCell>
              <TableCell>{formatAmount(l.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
