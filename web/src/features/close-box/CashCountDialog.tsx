import { useState } from 'react';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DENOMINATIONS, countPieces, money, normalizeDecimalText, readMoneyText, type CashCountBody } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { FormNumberField } from '../../components/form/FormNumberField';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { formatAmount } from '../../lib/format';
import { CountDifference } from './CountDifference';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';

type Mode = 'counts' | 'total';
/** react-hook-form reads dots in a name as nesting ('0.50'), so each denomination is field n0…n10. */
const fieldOf = (i: number) => `n${i}`;
type CountValues = Record<string, string>;

const countsForm = z
  .object(Object.fromEntries(DENOMINATIONS.map((_, i) => [fieldOf(i), z.preprocess((v) => (v === '' ? 0 : v), countPieces())])))
  .transform((v): CashCountBody => ({ counts: Object.fromEntries(DENOMINATIONS.map((d, i) => [d.key, v[fieldOf(i)] as number])) as CashCountBody['counts'] }));
const totalForm = z.object({ total: money() }).transform((v): CashCountBody => ({ total: v.total }));

/** Cents of what is typed so far (unreadable pieces count 0): the running total and difference. */
function typedCents(mode: Mode, values: CountValues): number {
  if (mode === 'total') {
    const read = readMoneyText(values.total ?? '');
    return read.ok ? read.cents : 0;
  }
  return DENOMINATIONS.reduce((sum, d, i) => {
    const plain = normalizeDecimalText(values[fieldOf(i)] ?? '');
    return sum + (plain && /^\d+$/.test(plain) ? d.cents * Number(plain) : 0);
  }, 0);
}

export interface CashCountDialogProps {
  open: boolean;
  /** The closing's 'Diferencia caja' in Bs.: what the drawer should hold. */
  expected: number;
  onClose: () => void;
  onSave: (body: CashCountBody) => void;
}

/** 'Efectivo contado': pieces per Bolivian note and coin, or one total, with the difference as it is typed. */
export function CashCountDialog({ open, expected, onClose, onSave }: CashCountDialogProps) {
  const [mode, setMode] = useState<Mode>('counts');
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(520) }} aria-labelledby="cash-count-title">
      <DialogTitle id="cash-count-title" sx={{ fontWeight: 700 }}>
        Efectivo contado
      </DialogTitle>
      {open && (
        <>
          <Box sx={{ px: 3 }}>
            <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_, m: Mode | null) => m && setMode(m)} aria-label="Forma de contar">
              <ToggleButton value="counts">Billetes y monedas</ToggleButton>
              <ToggleButton value="total">Un solo total</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <CountForm key={mode} mode={mode} expected={expected} onClose={onClose} onSave={onSave} />
        </>
      )}
    </Dialog>
  );
}

function CountForm({ mode, expected, onClose, onSave }: { mode: Mode; expected: number; onClose: () => void; onSave: (body: CashCountBody) => void }) {
  const empty: CountValues = mode === 'total' ? { total: '' } : Object.fromEntries(DENOMINATIONS.map((_, i) => [fieldOf(i), '']));
  const form = useSchemaForm<CountValues, CashCountBody>(mode === 'total' ? totalForm : countsForm, empty);
  const counted = typedCents(mode, form.watch()) / 100;
  return (
    <form noValidate onSubmit={form.submit(onSave)} aria-label="Efectivo contado">
      <DialogContent sx={{ pt: 2 }}>
        {mode === 'total' ? (
          <FormNumberField control={form.control} name="total" label="Total contado (Bs.)" autoFocus fullWidth />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
            {DENOMINATIONS.map((d, i) => (
              <FormNumberField
                key={d.key}
                kind="quantity"
                control={form.control}
                name={fieldOf(i)}
                label={`${d.kind === 'billete' ? 'Billete' : 'Moneda'} ${formatAmount(d.cents / 100).replace(/,00$/, '')}`}
                placeholder="0"
                autoFocus={i === 0}
                size="small"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Box>
        )}
        <CountDifference counted={counted} expected={expected} sx={{ mt: 2 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Se guarda con el cierre de hoy; contar de nuevo reemplaza el conteo del día.
        </Typography>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Guardar conteo" />
    </form>
  );
}
