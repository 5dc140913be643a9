import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { PAID_STATES, type Purchase, type PurchaseLineAnswer } from '@lactea/contracts';
import { DataTable, type Column } from '../../components/list/DataTable';
import { numberColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { LineProduct, lineQuantityText } from './purchaseColumns';

/** The lines of a purchase: N°, Producto, P.U., Cant., Sub Total, Desc., Total, Vence (crates: P.U. and Costo per crate). */
export const lineColumns: Column<PurchaseLineAnswer>[] = [
  numberColumn(),
  { id: 'product', header: 'Producto', cell: (l) => <LineProduct product={l.product} presentation={l.presentation} quantity={l.pivot.quantity} crateCost={l.pivot.unit_cost} /> },
  { id: 'price', header: 'P.U.', align: 'right', nowrap: true, cell: (l) => formatAmount(l.pivot.unit_price) },
  { id: 'quantity', header: 'Cant.', align: 'right', nowrap: true, cell: (l) => lineQuantityText(l.pivot.quantity, l.unit, l.presentation) },
  { id: 'subtotal', header: 'Sub Total', align: 'right', nowrap: true, cell: (l) => formatAmount(l.pivot.subtotal) },
  { id: 'discount', header: 'Desc.', align: 'right', nowrap: true, cell: (l) => formatAmount(l.pivot.discount) },
  { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (l) => formatAmount(l.pivot.total) },
  { id: 'cost', header: 'Costo', align: 'right', nowrap: true, cell: (l) => formatAmount(l.pivot.unit_cost) },
  { id: 'expiry', header: 'Vence', nowrap: true, cell: (l) => formatDate(l.pivot.expiration_date) },
];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Box>
  );
}

/**
 * A purchase's data and products, read-only (the detail tab, and a report's detail view). Edit
 * and annul are not here: info-only views never offer them. `onReturnLine` (COMPRAS' detail):
 * each line of a standing purchase offers 'Devolver al proveedor' from its lot.
 */
export function PurchaseInfo({ purchase, onBack, onReturnLine }: { purchase: Purchase; onBack: () => void; onReturnLine?: (line: PurchaseLineAnswer) => void }) {
  const returnable = onReturnLine && purchase.enabled === 1;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Compra N° {purchase.id} {purchase.enabled === 0 && <Typography component="span" color="error">(Anulada)</Typography>}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Field label="Proveedor" value={purchase.provider.provider} />
          <Field label="Fecha Compra" value={formatDate(purchase.date_purchase)} />
          <Field label="Tipo" value={PAID_STATES[purchase.cancelled]} />
          <Field label="Registrado por" value={`${purchase.user}, ${formatDate(purchase.date)} ${purchase.hour}`} />
          <Field label="Descuento" value={formatMoney(purchase.discount)} />
          <Field label="Total" value={formatMoney(purchase.total_purchase)} />
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
            <Field label="Glosa" value={purchase.gloss ?? ''} />
          </Box>
        </Box>
      </Paper>
      <DataTable
        label={`Productos de la compra ${purchase.id}`}
        columns={lineColumns}
        rows={purchase.products}
        getRowId={(l) => l.id}
        actions={
          returnable
            ? (l) => l.pivot.fk_lot !== null && <ActionButton label="Devolver al proveedor" icon={<AssignmentReturnIcon fontSize="small" />} onClick={() => onReturnLine(l)} />
            : undefined
        }
      />
    </Box>
  );
}
