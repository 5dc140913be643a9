import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { addQuantities, type Lot, type ProductStock } from '@lactea/contracts';
import { DataTable } from '../../components/list/DataTable';
import { PagingBar } from '../../components/list/PagingBar';
import { StateChip } from '../../components/list/StateChip';
import { StockChip } from '../../components/list/StockChip';
import { useIsMobile } from '../../components/list/useIsMobile';
import { usePagedList } from '../../components/list/usePagedList';
import { formatMoney } from '../../lib/format';
import { KardexList } from './KardexList';
import { LotRowActions, lotColumns } from './lotColumns';
import { searchLots } from './stockApi';
import { useLotActions } from './useLotActions';

type TabId = 'detail' | 'lots' | 'moves';

export interface ProductStockDialogProps {
  product: ProductStock | null;
  onClose: () => void;
  /** The product's stock moved by `delta` (a lot added, edited, written off). */
  onStockChange: (productId: number, delta: number) => void;
}

/**
 * A product of Inventario: its detail, its lots with stock ('Nuevo Lote', edit,
 * 'Dar de baja') and its Movimientos (the ledger). 800 wide; the whole screen on a phone.
 */
export function ProductStockDialog({ product, onClose, onStockChange }: ProductStockDialogProps) {
  const mobile = useIsMobile();
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      fullScreen={mobile}
      maxWidth={false}
      slotProps={{ paper: { sx: mobile ? {} : { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="product-stock-title"
    >
      {product && <ProductStockBody product={product} onClose={onClose} onStockChange={onStockChange} />}
    </Dialog>
  );
}

function ProductStockBody({ product, onClose, onStockChange }: { product: ProductStock } & Omit<ProductStockDialogProps, 'product'>) {
  const [tab, setTab] = useState<TabId>('detail');
  const [total, setTotal] = useState(product.total_quantity);
  const move = (delta: number) => {
    setTotal((t) => addQuantities(t, delta));
    onStockChange(product.id, delta);
  };
  const lots = usePagedList<Lot, { fk_product: number }>({ key: 'stock-product-lots', fetchPage: searchLots, initialFilters: { fk_product: product.id } });
  const actions = useLotActions({
    onAdded: (lot) => {
      move(lot.quantity);
      lots.refresh();
    },
    onEdited: (lot, before) => {
      move(addQuantities(lot.quantity, -before.quantity));
      if (lot.quantity === 0) lots.removeRow(lot.id);
      else lots.mergeRow(lot);
    },
    onWrittenOff: (lot, quantity, emptied) => {
      move(-quantity);
      if (emptied) lots.removeRow(lot.id);
      else lots.patchRow(lot.id, { quantity: addQuantities(lot.quantity, -quantity) });
    },
  });

  return (
    <>
      <DialogTitle id="product-stock-title" sx={{ fontWeight: 700, pb: 0 }}>
        {product.product}
      </DialogTitle>
      <Tabs value={tab} onChange={(_e, value: TabId) => setTab(value)} variant="fullWidth" sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="detail" label="Detalle" />
        <Tab value="lots" label="Lotes" />
        <Tab value="moves" label="Movimientos" />
      </Tabs>
      <DialogContent sx={{ pt: 2, minHeight: 320 }}>
        {tab === 'detail' && <ProductDetail product={product} total={total} />}
        {tab === 'lots' && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{`Inventario: ${total}`}</Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => actions.openAdd({ id: product.id, product: product.product })}>
                Nuevo Lote
              </Button>
            </Box>
            <DataTable
              label="Lotes del producto"
              columns={[lotColumns.quantity, lotColumns.expiration, lotColumns.state, lotColumns.registered, lotColumns.user]}
              rows={lots.rows}
              getRowId={(l) => l.id}
              loading={lots.loading}
              refreshing={lots.refreshing}
              failed={lots.failed}
              onRetry={lots.refresh}
              actions={(lot) => <LotRowActions lot={lot} onEdit={actions.openEdit} onWriteOff={actions.openWriteOff} />}
            />
            <PagingBar page={lots.page} lastPage={lots.lastPage} onPageChange={(p) => void lots.goToPage(p)} />
          </>
        )}
        {tab === 'moves' && <KardexList productId={product.id} />}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
      {actions.dialogs}
    </>
  );
}

function ProductDetail({ product, total }: { product: ProductStock; total: number }) {
  const rows: [string, React.ReactNode][] = [
    ['Código', product.code],
    ['Producto', product.product],
    ['Descripción', product.description || 'S/D'],
    ['Código Barra', product.barcode ?? 'S/C'],
    ['Inventario', <StockChip key="q" quantity={total} unit={product.unit} />],
    ['Precio', formatMoney(product.price)],
    ['Costo', formatMoney(product.cost)],
    ['Marca', product.mark],
    ['Estado', <StateChip key="s" enabled={product.enabled} />],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1.25, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
