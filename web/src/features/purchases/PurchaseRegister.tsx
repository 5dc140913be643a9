import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  centsText,
  PURCHASE_MSG,
  type Purchase,
  type ProductUnit,
  type PurchaseLine,
  type PurchaseProductChoice,
  type PurchaseProviderChoice,
  type SalePresentation,
  toCents,
} from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { DataTable, type Column } from '../../components/list/DataTable';
import { numberColumn } from '../../components/list/columns';
import { ActionButton } from '../../components/list/RowActions';
import { EntityPickerDialog } from '../../components/pickers/EntityPickerDialog';
import { PickerField } from '../../components/pickers/PickerField';
import { formatAmount, formatCents, formatDate } from '../../lib/format';
import { numberText } from '../../components/form/FormNumberField';
import { lineFigures, purchaseFigures, typedNumber } from './draft';
import { PurchaseDataDialog, type PurchaseData } from './PurchaseDataDialog';
import { PurchaseLineDialog, type LineFormValues } from './PurchaseLineDialog';
import { LineProduct, lineQuantityText } from './purchaseColumns';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { editPurchase, purchaseProductSource, purchaseProviderSource, recordPurchase } from './purchasesApi';
import { businessToday } from '../../lib/shopTime';

/** What the line form needs of a product besides its name: its unit, presentations and unit cost. */
interface LineProductInfo {
  product: string;
  unit: ProductUnit;
  presentations: SalePresentation[];
  unitCost: number;
}

interface DraftLine extends PurchaseLine, LineProductInfo {
  /** The presentation bought, null for the unit. */
  presentation: SalePresentation | null;
}

export interface PurchaseRegisterProps {
  /** The purchase being edited (header only); null registers a new one. */
  editing: Purchase | null;
  onBack: () => void;
  onSaved: (purchase: Purchase, mode: 'register' | 'edit') => void;
}

const lineValues = (l: DraftLine): LineFormValues => ({
  product_id: l.product_id,
  presentation_id: String(l.presentation_id ?? 0),
  unit_price: numberText(l.unit_price),
  quantity: numberText(l.quantity, 'quantity'),
  discount: numberText(l.discount),
  expiration_date: l.expiration_date,
  unit_cost: numberText(l.unit_cost),
});

/**
 * The register tab: provider (search dialog), products (selection dialog, then the line form),
 * purchase discount and totals, 'Registrar' → purchase data form → confirmation → 'Se registró la
 * compra'. In edit mode only the header changes (provider, discount, then date, paid, gloss); the
 * lines are shown but fixed (their lots already exist).
 */
export function PurchaseRegister({ editing, onBack, onSaved }: PurchaseRegisterProps) {
  const dialogs = useDialogs();
  const [provider, setProvider] = useState<{ id: number; provider: string } | null>(
    editing ? { id: editing.fk_provider, provider: editing.provider.provider } : null,
  );
  const [lines, setLines] = useState<DraftLine[]>(
    // An edit changes the header only: its lines are shown, never opened in the line form.
    editing?.products.map((l) => ({ product_id: l.id, product: l.product, unit: l.unit, presentation_id: l.presentation?.id ?? null, presentation: l.presentation ?? null, presentations: [], unitCost: l.pivot.unit_cost, quantity: l.pivot.quantity, unit_price: l.pivot.unit_price, unit_cost: l.pivot.unit_cost, discount: l.pivot.discount, expiration_date: l.pivot.expiration_date })) ?? [],
  );
  const [discount, setDiscount] = useState(editing ? String(editing.discount) : '0');
  const [pickingProduct, setPickingProduct] = useState(false);
  const [lineForm, setLineForm] = useState<(LineProductInfo & { initial: LineFormValues; index: number | null }) | null>(null);
  const [dataOpen, setDataOpen] = useState(false);
  // One Idempotency-Key per purchase registered here: a retry after a lost answer never records it twice.
  const submission = useSubmissionKey();

  const totals = lines.map((l) => lineFigures(l.unit_price, l.quantity, l.discount).total);
  const figures = purchaseFigures(totals, discount);

  const pickProduct = (p: PurchaseProductChoice) => {
    setPickingProduct(false);
    if (lines.some((l) => l.product_id === p.id)) {
      void dialogs.alert(PURCHASE_MSG.cancelledTitle, [PURCHASE_MSG.alreadyAdded]);
      return;
    }
    setLineForm({
      product: p.product,
      unit: p.unit,
      presentations: p.presentations,
      unitCost: p.cost,
      index: null,
      initial: { product_id: p.id, presentation_id: '0', unit_price: centsText(toCents(p.cost)), quantity: '', discount: '0', expiration_date: '', unit_cost: centsText(toCents(p.cost)) },
    });
  };

  const saveLine = (line: PurchaseLine) => {
    if (!lineForm) return;
    const { product, unit, presentations, unitCost } = lineForm;
    const draft = { ...line, product, unit, presentations, unitCost, presentation: presentations.find((p) => p.id === line.presentation_id) ?? null };
    setLines((all) => (lineForm.index === null ? [...all, draft] : all.map((l, i) => (i === lineForm.index ? draft : l))));
    setLineForm(null);
  };

  const startRegister = () => {
    if (!provider || lines.length === 0) {
      void dialogs.alert(PURCHASE_MSG.missingInfoTitle, [PURCHASE_MSG.missingInfo]);
      return;
    }
    if (figures.total < 0) {
      void dialogs.alert(PURCHASE_MSG.cancelledTitle, [PURCHASE_MSG.discountTooHigh]);
      return;
    }
    setDataOpen(true);
  };

  const send = (data: PurchaseData) => {
    if (!provider) return;
    setDataOpen(false);
    const header = { ...data, fk_provider: provider.id, discount: typedNumber(discount), total_purchase: figures.total / 100 };
    const confirm = [editing ? PURCHASE_MSG.confirmEdit : PURCHASE_MSG.confirmRegister, `Proveedor: ${provider.provider}`, `Total: ${formatCents(figures.total)}`];
    void dialogs.runOperation<Purchase>({
      confirm,
      action: () =>
        editing
          ? editPurchase({ id: editing.id, version: editing.version, ...header })
          : recordPurchase(
              { purchase: header, detail: lines.map(({ product: _name, unit: _unit, presentation: _crate, presentations: _crates, unitCost: _cost, ...line }) => ({ ...line, subtotal: lineFigures(line.unit_price, line.quantity, 0).subtotal / 100, total: lineFigures(line.unit_price, line.quantity, line.discount).total / 100 })) },
              submission.get(),
            ),
      success: editing ? PURCHASE_MSG.edited : PURCHASE_MSG.registered,
      onDone: (saved) => {
        submission.renew();
        onSaved(saved, editing ? 'edit' : 'register');
      },
      reopenOnError: () => setDataOpen(true),
      onError: submission.renewAfterConflict,
    });
  };

  const columns: Column<DraftLine>[] = [
    numberColumn(),
    { id: 'product', header: 'Producto', cell: (l) => <LineProduct product={l.product} presentation={l.presentation} quantity={l.quantity} crateCost={l.unit_cost} /> },
    { id: 'price', header: 'P.U.', align: 'right', nowrap: true, cell: (l) => formatAmount(l.unit_price) },
    { id: 'quantity', header: 'Cant.', align: 'right', nowrap: true, cell: (l) => lineQuantityText(l.quantity, l.unit, l.presentation) },
    { id: 'subtotal', header: 'Sub Total', align: 'right', nowrap: true, cell: (l) => formatAmount(lineFigures(l.unit_price, l.quantity, 0).subtotal / 100) },
    { id: 'discount', header: 'Desc.', align: 'right', nowrap: true, cell: (l) => formatAmount(l.discount) },
    { id: 'total', header: 'Total', align: 'right', nowrap: true, cell: (_l, i) => formatAmount(totals[i] / 100) },
    { id: 'expiry', header: 'Vence', nowrap: true, cell: (l) => formatDate(l.expiration_date) },
    { id: 'cost', header: 'Costo', align: 'right', nowrap: true, cell: (l) => formatAmount(l.unit_cost) },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          Volver a la lista
        </Button>
      </Box>
      <Typography component="h2" variant="h6">
        {editing ? `Editar compra N° ${editing.id}` : 'Registrar compra'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <PickerField
          source={purchaseProviderSource}
          label="Proveedor"
          text={provider?.provider ?? ''}
          selectedId={provider?.id}
          onChange={(p: PurchaseProviderChoice) => setProvider({ id: p.id, provider: p.provider })}
          sx={{ flex: '1 1 260px' }}
        />
        {!editing && (
          <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={() => setPickingProduct(true)} sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            Añadir producto
          </Button>
        )}
      </Box>
      <DataTable
        label="Detalle de la compra"
        columns={columns}
        rows={lines}
        getRowId={(l) => l.product_id}
        actions={
          editing
            ? undefined
            : (l, i) => (
                <>
                  <ActionButton label={`Editar ${l.product}`} icon={<EditIcon fontSize="small" />} onClick={() => setLineForm({ product: l.product, unit: l.unit, presentations: l.presentations, unitCost: l.unitCost, initial: lineValues(l), index: i })} />
                  <ActionButton label={`Quitar ${l.product}`} icon={<DeleteIcon fontSize="small" />} color="error" onClick={() => setLines((all) => all.filter((_, k) => k !== i))} />
                </>
              )
        }
      />
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, alignItems: 'center' }}>
        <Typography>Sub Total: {formatCents(figures.detail)}</Typography>
        <TextField
          label="Descuento"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText="Vacío o no numérico cuenta 0"
        />
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>Total: {formatCents(figures.total)}</Typography>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button color="secondary" onClick={onBack}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={startRegister} sx={{ flex: { xs: 1, sm: '0 0 auto' } }}>
          {editing ? 'Guardar' : 'Registrar'}
        </Button>
      </Box>
      <EntityPickerDialog source={purchaseProductSource} open={pickingProduct} onClose={() => setPickingProduct(false)} onPick={pickProduct} />
      {lineForm && <PurchaseLineDialog productName={lineForm.product} unit={lineForm.unit} presentations={lineForm.presentations} unitCost={lineForm.unitCost} initial={lineForm.initial} editing={lineForm.index !== null} onClose={() => setLineForm(null)} onSave={saveLine} />}
      {dataOpen && (
        <PurchaseDataDialog
          editing={Boolean(editing)}
          initial={{ cancelled: String(editing?.cancelled ?? 1), date_purchase: editing?.date_purchase ?? businessToday(), gloss: editing?.gloss ?? '' }}
          onClose={() => setDataOpen(false)}
          onSave={send}
        />
      )}
    </Box>
  );
}
