import { memo, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TillDeviceGuard } from '../../components/till/TillDeviceGuard';
import { ReceiptWidthSelect } from '../../components/receipt';
import { LineFigureCells, SALE_LINE_FIGURES, SALE_LINE_HEADERS } from '../../components/sale/SaleLines';
import { lineName, lineQuantityText, shownOf, type CartLine } from './cart';
import { ClientSaleDialog } from './ClientSaleDialog';
import { InvoiceBuyerDialog } from './invoice/InvoiceBuyerDialog';
import { InvoiceToggle } from './invoice/InvoiceToggle';
import { PaymentButtons, LineActions, LineOffers, QuickCash, SaleDonePanel, SaleFigures, type LineHandlers } from './TillParts';
import { ProductChoiceDialog } from './TillDialogs';
import { TillSearch } from './TillSearch';
import { useLineDialogs } from './useLineDialogs';
import { useTill, type Till } from './useTill';
import { clientPricesText } from './tillList';
import { SaleClientBar } from './SaleClientBar';
import { OfflineBar } from './offline/OfflineBar';
import { SavedCartGate } from './SavedCartGate';
import type { SavedCart } from './savedCart';

const HEADERS = [...SALE_LINE_HEADERS, 'Acciones'];

/**
 * One line of the detail. Memoized: a scan changes one line (the cart keeps the other line objects
 * and the handlers are stable), so the other rows and their six tooltip buttons are not rendered
 * again; with a dozen lines that was most of the time from Enter to the line on screen.
 */
const DetailRow = memo(function DetailRow({ line, n, h }: { line: CartLine; n: number; h: LineHandlers }) {
  // P.U. is the list price and Desc. the line's saving: P.U. × Cant. − Desc. = Total, to the cent.
  const s = shownOf(line);
  return (
    <TableRow hover>
      <TableCell>{n}</TableCell>
      <TableCell>
        {lineName(line)}
        <LineOffers line={line} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {lineQuantityText(line)}
      </TableCell>
      <LineFigureCells line={s} />
      <TableCell padding="none">
        <LineActions line={line} h={h} />
      </TableCell>
    </TableRow>
  );
});

/** The detail's headings: the same at every scan, not drawn again. */
const DetailHead = memo(function DetailHead() {
  return (
    <TableHead>
      <TableRow>
        {HEADERS.map((c) => (
          <TableCell key={c} sx={{ fontWeight: 700 }} align={SALE_LINE_FIGURES.includes(c) ? 'right' : 'left'}>
            {c}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
});

function DetailTable({ till, h }: { till: Till; h: LineHandlers }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 'calc(100vh - 360px)', minHeight: 240 }}>
      <Table size="small" stickyHeader aria-label="Detalle de la venta" sx={{ '& td, & th': { px: 1 } }}>
        <DetailHead />
        <TableBody>
          {till.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                Sin productos: escanee un código de barra
              </TableCell>
            </TableRow>
          )}
          {till.lines.map((l, i) => (
            <DetailRow key={l.key} line={l} n={i + 1} h={h} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Dialogs every till screen opens: choose among products, quantity, info, client. */
export function TillDialogs({ till, lineDialogs }: { till: Till; lineDialogs: ReturnType<typeof useLineDialogs> }) {
  return (
    <>
      <ProductChoiceDialog
        products={till.choices}
        onClose={till.closeChoices}
        onPick={(p) => {
          till.closeChoices();
          till.add(p);
        }}
      />
      {lineDialogs.dialogs}
      <ClientSaleDialog
        open={till.pendingSale !== null}
        title={till.pendingSale?.kind === 'credit' ? 'Deuda + Cliente' : 'Venta + Cliente'}
        total={till.totals.totalCents / 100}
        credit={till.pendingSale?.kind === 'credit'}
        chosen={till.client}
        listText={clientPricesText(till.priceList)}
        onPick={(c) => void till.chooseClient(c)}
        onClose={till.cancelClient}
        onAccept={till.confirmClient}
        onExited={till.focusScannerIfLost}
      />
      <InvoiceBuyerDialog
        open={till.pendingInvoice !== null}
        total={till.totals.totalCents / 100}
        client={till.pendingInvoice?.client ?? null}
        onAccept={till.confirmInvoice}
        onClose={till.cancelInvoice}
        onExited={till.focusScannerIfLost}
      />
      {till.printArea}
    </>
  );
}

function DesktopTill({ saved, userId }: { saved: SavedCart | null; userId: number }) {
  const till = useTill(saved, userId);
  const paidRef = useRef<HTMLInputElement | null>(null);
  const lineDialogs = useLineDialogs(till);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          VENDER
        </Typography>
        <ReceiptWidthSelect onChanged={till.focusScanner} />
      </Box>
      <OfflineBar onClosed={till.focusScanner} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '270px minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SaleClientBar client={till.client} priceList={till.priceList} chooseClient={till.chooseClient} focusScanner={till.focusScanner} />
          <TillSearch scan={till.scan} add={till.add} focusScanner={till.focusScanner} scanner={till.scanner} />
        </Paper>
        <Box>
          <SaleDonePanel till={till} />
          <DetailTable till={till} h={lineDialogs.handlers} />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <SaleFigures till={till} paidRef={paidRef} />
        <QuickCash till={till} paidRef={paidRef} />
        <InvoiceToggle invoicing={till.invoicing} onToggled={till.focusScanner} />
        <PaymentButtons till={till} paidRef={paidRef} />
      </Paper>
      <TillDialogs till={till} lineDialogs={lineDialogs} />
    </Box>
  );
}

/** /sales — VENDER, desktop (narrow windows are sent to /sale-mobile by the route table). */
export default function TillPage() {
  return (
    <TillDeviceGuard title="VENDER">
      <SavedCartGate>{(saved, userId) => <DesktopTill key={userId} saved={saved} userId={userId} />}</SavedCartGate>
    </TillDeviceGuard>
  );
}
