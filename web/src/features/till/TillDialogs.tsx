import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatQuantity, type TillProduct } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { formatMoney } from '../../lib/format';
import { typedQuantity } from './cart';
import { ProductMenu } from './ProductMenu';
import { FormDialogActions } from '../../components/dialogs/FormDialogActions';
import { memoWhileClosed } from '../../components/dialogs/memoWhileClosed';

/** Several products for one barcode: the cashier picks one. */
export const ProductChoiceDialog = memoWhileClosed(function ProductChoiceDialog({ products, onPick, onClose }: { products: TillProduct[] | null; onPick: (p: TillProduct) => void; onClose: () => void }) {
  return (
    <Dialog open={products !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="choice-title">
      <DialogTitle id="choice-title" sx={{ fontWeight: 700 }}>
        Elegir Producto
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, maxHeight: 340 }}>
        <ProductMenu autoFocusItem products={products ?? []} label="Productos con este código de barra" onPick={onPick} />
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}, (p) => p.products !== null);

/**
 * 'Cantidad' (edit a line, or 'Agregar N' on mobile): `check` answers the field's error text
 * ('No puede ser mayor al inventario'...) or null.
 */
interface QuantityDialogProps {
  open: boolean;
  title: string;
  initial: string;
  /** 'Peso (kg)' for a weighed product: a decimal keyboard, '0,75' or '0.75'; 'Cantidad (Caja x12)' for a crate's line: whole. */
  label?: string;
  check: (typed: string) => string | null;
  onAccept: (quantity: number) => void;
  onClose: () => void;
}

export const QuantityDialog = memoWhileClosed(function QuantityDialog({ open, title, initial, check, onAccept, onClose, label = 'Cantidad' }: QuantityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="qty-title">
      {open && <QuantityBody title={title} initial={initial} check={check} onAccept={onAccept} onClose={onClose} label={label} />}
    </Dialog>
  );
});

function QuantityBody({ title, initial, check, onAccept, onClose, label }: Omit<QuantityDialogProps, 'open'>) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const e = check(typed);
    setError(e);
    if (!e) onAccept(typedQuantity(typed));
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="qty-title" sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={label}
          value={typed}
          inputMode={label?.startsWith('Peso') ? 'decimal' : 'numeric'}
          onChange={(e) => setTyped(e.target.value)}
          onFocus={(e) => e.target.select()}
          error={error !== null}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <FormDialogActions onCancel={onClose} submit="Aceptar" />
    </form>
  );
}

/** The line's 'info' action: what the product is and which terms it has. */
export const ProductInfoDialog = memoWhileClosed(function ProductInfoDialog({ product, onClose }: { product: TillProduct | null; onClose: () => void }) {
  return (
    <Dialog open={product !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby="info-title">
      <DialogTitle id="info-title" sx={{ fontWeight: 700 }}>
        Información del Producto
      </DialogTitle>
      {product && (
        <DialogContent dividers>
          {[
            ['Producto', product.product],
            ['Código', product.code],
            ['Código Barra', product.barcode ?? 'S/C'],
            ['Marca', product.mark],
            ['Precio', formatMoney(product.price)],
            ['Inventario', formatQuantity(product.stock, product.unit)],
            ['Descuento', product.discount ? `${formatMoney(product.discount.unit_price)} desde ${product.discount.quantity} unidades` : 'Sin descuento'],
            ['Promoción', product.promotion ? `${product.promotion.quantity_sale}x${product.promotion.quantity_promotion}` : 'Sin promoción'],
          ].map(([label, value]) => (
            <Typography key={label} variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
              <strong>{label}</strong>
              <span>{value}</span>
            </Typography>
          ))}
        </DialogContent>
      )}
      <DialogActions>
        <Button color="secondary" onClick={onClose} autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}, (p) => p.product !== null);
