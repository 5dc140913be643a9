import { useQuery } from '@tanstack/react-query';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { debtStateSchema, type DebtPayment } from '@lactea/contracts';
import { ActionButton } from '../../components/list/RowActions';
import { api } from '../../lib/api';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';

/** At 390 px the table keeps date, type and amount (who collected is in the audit log and on wider screens). */
const phoneHidden = { display: { xs: 'none', sm: 'table-cell' } } as const;

export const debtStateKey = (id: number) => ['debt-payments', id];

/** A debt's total, what was paid, its balance and each payment, each one's receipt reprinted by `onPrint`. */
export function DebtPayments({ saleId, onPrint }: { saleId: number; onPrint: (payment: DebtPayment) => void }) {
  const query = useQuery({
    queryKey: debtStateKey(saleId),
    queryFn: async ({ signal }) => debtStateSchema.parse(await api.get<unknown>('sale/debt-payments', { id_sale: saleId }, signal)),
  });
  const d = query.data;
  if (!d) return null;
  return (
    <>
      <Typography sx={{ mb: 1 }} data-testid="debt-balance">
        Total: {formatMoney(d.total_sale)} · Cobrado: {formatMoney(d.paid)} · <strong>Saldo: {formatMoney(d.balance)}</strong>
      </Typography>
      {d.payments.length > 0 && (
        <Table size="small" aria-label="Cobros de la deuda" sx={{ mb: 2, maxWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Tipo Pago</TableCell>
              <TableCell sx={phoneHidden}>Usuario</TableCell>
              <TableCell align="right">Monto (Bs.)</TableCell>
              <TableCell align="right">Saldo (Bs.)</TableCell>
              <TableCell align="center">Comprobante</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  {formatDate(p.date)} {p.hour}
                </TableCell>
                <TableCell>{p.type_payment.type_pay}</TableCell>
                <TableCell sx={phoneHidden}>{p.user ?? '—'}</TableCell>
                <TableCell align="right">{formatAmount(p.amount)}</TableCell>
                <TableCell align="right">{formatAmount(p.balance)}</TableCell>
                <TableCell align="center">
                  <ActionButton label={`Imprimir comprobante del cobro de ${formatAmount(p.amount)} del ${formatDate(p.date)}`} tooltip="Imprimir comprobante" icon={<PrintIcon fontSize="small" />} onClick={() => onPrint(p)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
