import Chip from '@mui/material/Chip';
import { userColumn } from '../../components/list/columns';
import EditIcon from '@mui/icons-material/Edit';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { formatQuantity, LOT_MSG, LOT_TEXTS, type Lot } from '@lactea/contracts';
import type { Column } from '../../components/list/DataTable';
import { ActionButton } from '../../components/list/RowActions';
import { formatDate } from '../../lib/format';

/** The columns every lot list shares. */
export const lotColumns = {
  code: { id: 'code', header: 'Código', cell: (l) => l.product.code, nowrap: true } as Column<Lot>,
  product: { id: 'product', header: 'Producto', cell: (l) => l.product.product } as Column<Lot>,
  quantity: { id: 'quantity', header: 'Cantidad', cell: (l) => formatQuantity(l.quantity, l.product.unit), align: 'right', width: 90 } as Column<Lot>,
  expiration: { id: 'expiration_date', header: 'Vencimiento', cell: (l) => formatDate(l.expiration_date), nowrap: true } as Column<Lot>,
  state: {
    id: 'expired',
    header: 'Estado',
    cell: (l) => <Chip size="small" color={l.expired ? 'error' : 'success'} label={l.expired ? LOT_TEXTS.expired : LOT_TEXTS.notExpired} />,
    width: 120,
  } as Column<Lot>,
  user: userColumn<Lot>((l) => l.user),
  // 'dd/mm/aaaa hh:mm:ss' whole (it was cut to '25/11/2026 03:…').
  registered: { id: 'date', header: 'Registro', cell: (l) => `${formatDate(l.date)} ${l.hour}`, nowrap: true, maxWidth: 150 } as Column<Lot>,
};

/**
 * Edit (not on an expired lot: it is only written off), 'Dar de baja' and, for a lot that came from
 * a purchase, 'Devolver al proveedor' (expired or not: the common case is an expired one).
 */
export function LotRowActions({ lot, onEdit, onWriteOff, onReturn }: { lot: Lot; onEdit?: (lot: Lot) => void; onWriteOff: (lot: Lot) => void; onReturn?: (lot: Lot) => void }) {
  return (
    <>
      {onEdit && (
        <ActionButton
          label="Editar lote"
          tooltip={lot.expired ? LOT_MSG.expiredEdit : 'Editar lote'}
          disabled={lot.expired}
          icon={<EditIcon fontSize="small" />}
          onClick={() => onEdit(lot)}
        />
      )}
      <ActionButton label="Dar de baja" color="error" icon={<RemoveCircleOutlineIcon fontSize="small" />} onClick={() => onWriteOff(lot)} />
      {onReturn && lot.from_purchase && <ActionButton label="Devolver al proveedor" icon={<AssignmentReturnIcon fontSize="small" />} onClick={() => onReturn(lot)} />}
    </>
  );
}
