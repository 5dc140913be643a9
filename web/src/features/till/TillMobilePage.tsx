import { useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TillDeviceGuard } from '../../components/till/TillDeviceGuard';
import { PICKER_EMPTY, PICKER_FAILED } from '../../components/pickers/EntityPickerDialog';
import { ReceiptWidthSelect } from '../../components/receipt';
import { SEARCH_MAX, formatCents } from '@lactea/contracts';
import { formatMoney, inventoryText } from '../../lib/format';
import { lineName, lineQuantityText, shownOf } from './cart';
import { TillDialogs } from './TillPage';
import { LineActionsMenu, LineOffers, OfferChips, PaymentButtons, QuickCash, SaleDonePanel, SaleFigures } from './TillParts';
import { useGeneralSearch } from './TillSearch';
import { CameraScanButton } from './CameraScanner';
import { useLineDialogs } from './useLineDialogs';
import { useTill, type Till } from './useTill';
import { SaleClientBar } from './SaleClientBar';
import { OfflineBar } from './offline/OfflineBar';
import { SavedCartGate } from './SavedCartGate';
import { InvoiceToggle } from './invoice/InvoiceToggle';
import type { SavedCart } from './savedCart';

function SearchTab({ till, openAdd }: { till: Till; openAdd: ReturnType<typeof useLineDialogs>['openAdd'] }) {
  const [text, setText] = useState('');
  const { results } = useGeneralSearch(text.trim(), true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        label="Buscar producto"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          // A barcode (typed, or from a keyboard-like reader): added when it matches one product.
          void till.addByCode(text).then((added) => {
            if (added) setText('');
          });
        }}
        autoComplete="off"
        slotProps={{
          htmlInput: { enterKeyHint: 'search', maxLength: SEARCH_MAX },
          // A code read by the camera is added like a scanned one ('Producto no Encontrado' if none).
          input: { endAdornment: <CameraScanButton onCode={(code) => void till.scan(code, false)} /> },
        }}
        fullWidth
        helperText="Nombre, código o código de barra (Enter agrega)"
      />
      {results.isError && <Typography color="error">{PICKER_FAILED}</Typography>}
      {results.data?.length === 0 && <Typography>{PICKER_EMPTY}</Typography>}
      {results.data?.map((p) => (
        <Card key={p.id} variant="outlined">
          <CardContent sx={{ pb: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{p.product}</Typography>
            <Typography variant="body2" color="text.secondary">
              {p.code} · {p.mark}
            </Typography>
            <Typography variant="body2">
              {formatMoney(p.price)} · {inventoryText(p.stock, p.unit)}
              <OfferChips product={p} />
            </Typography>
          </CardContent>
          <CardActions>
            <Button size="small" variant="contained" onClick={() => till.add(p, 1)} aria-label={`Agregar 1: ${p.product}`}>
              Agregar 1
            </Button>
            <Button size="small" variant="outlined" onClick={() => openAdd(p)} aria-label={`Agregar N: ${p.product}`}>
              Agregar N
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}

function CartTab({ till, handlers }: { till: Till; handlers: ReturnType<typeof useLineDialogs>['handlers'] }) {
  const paidRef = useRef<HTMLInputElement | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SaleDonePanel till={till} />
      <SaleClientBar client={till.client} priceList={till.priceList} chooseClient={till.chooseClient} focusScanner={till.focusScanner} />
      <SaleFigures till={till} paidRef={paidRef} compact />
      {till.lines.length === 0 && <Typography color="text.secondary">Sin productos: agréguelos desde Buscar Producto</Typography>}
      {till.lines.map((l, i) => {
        const s = shownOf(l);
        return (
          <Card key={l.key} variant="outlined" aria-label={`Línea ${i + 1}: ${lineName(l)}`}>
            <CardContent sx={{ pb: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {i + 1}. {lineName(l)}
                <LineOffers line={l} />
              </Typography>
              <Typography variant="body2">
                Cant. {lineQuantityText(l)} · P.U. {formatCents(s.priceCents)} · Total {formatCents(s.totalCents)}
              </Typography>
              {s.saving && (
                <Typography variant="body2" color="success.main">
                  {s.saving}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ pt: 0 }}>
              <LineActionsMenu line={l} h={handlers} />
            </CardActions>
          </Card>
        );
      })}
      <QuickCash till={till} paidRef={paidRef} fullWidth />
      <InvoiceToggle invoicing={till.invoicing} compact />
      <PaymentButtons till={till} paidRef={paidRef} vertical />
    </Box>
  );
}

function MobileTill({ saved, userId }: { saved: SavedCart | null; userId: number }) {
  const till = useTill(saved, userId);
  const lineDialogs = useLineDialogs(till);
  const [tab, setTab] = useState(0);
  // A weighing counts as one article (its kilos are not units), a crate as one per crate.
  const units = till.lines.reduce((a, l) => a + (l.product.unit === 'kg' ? 1 : l.quantity), 0);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          VENDER
        </Typography>
        <ReceiptWidthSelect />
      </Box>
      <OfflineBar onClosed={till.focusScanner} />
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="fullWidth" sx={{ mb: 1.5, bgcolor: 'background.paper' }}>
        <Tab label="Buscar Producto" />
        <Tab
          label={
            <Badge badgeContent={units} color="primary" max={999}>
              <Box component="span" sx={{ pr: 1.5 }}>
                Carrito
              </Box>
            </Badge>
          }
        />
      </Tabs>
      {tab === 0 ? <SearchTab till={till} openAdd={lineDialogs.openAdd} /> : <CartTab till={till} handlers={lineDialogs.handlers} />}
      <TillDialogs till={till} lineDialogs={lineDialogs} />
    </Box>
  );
}

/** /sale-mobile — the phone till: 'Buscar Producto' cards and the cart. */
export default function TillMobilePage() {
  return (
    <TillDeviceGuard title="VENDER">
      <SavedCartGate>{(saved, userId) => <MobileTill key={userId} saved={saved} userId={userId} />}</SavedCartGate>
    </TillDeviceGuard>
  );
}
