import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NOTE_SECTOR, type InvoiceRow } from '@lactea/contracts';
import { dialogPaper } from '../../components/dialogs/dialogSizes';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { downloadFile } from '../../components/export/download';
import { LOADING_TEXT } from '../../components/list/ListStatus';
import { invoiceXml } from './invoicesApi';

/** The invoice's XML as sent to SIAT, on screen and as a file ('Descargar XML', for the accountant). */
export function InvoiceXmlDialog({ invoice, onClose }: { invoice: InvoiceRow | null; onClose: () => void }) {
  const { showError, notify } = useDialogs();
  const query = useQuery({ queryKey: ['invoice-xml', invoice?.id], queryFn: ({ signal }) => invoiceXml(invoice!.id, signal), enabled: invoice !== null, staleTime: Infinity });
  const download = async () => {
    if (!invoice) return;
    try {
      const name = await downloadFile('invoice/xml', { id: invoice.id }, `factura-${invoice.number}.xml`);
      notify(`Se descargó ${name}`);
    } catch (error) {
      await showError(error);
    }
  };
  return (
    <Dialog open={invoice !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: dialogPaper(760) }} aria-labelledby="invoice-xml-title">
      <DialogTitle id="invoice-xml-title" sx={{ fontWeight: 700 }}>
        {invoice ? `XML de la ${invoice.document_sector === NOTE_SECTOR ? 'nota de crédito-débito' : 'factura'} N° ${invoice.number}` : 'XML'}
      </DialogTitle>
      <DialogContent dividers>
        {query.isError ? (
          <Typography role="alert" color="error">No se pudo obtener el XML: intente de nuevo</Typography>
        ) : (
          <Box
            component="pre"
            aria-label="XML enviado al SIAT"
            sx={{ m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '60vh', overflowY: 'auto' }}
            tabIndex={0}
          >
            {query.data ? prettyXml(query.data) : LOADING_TEXT}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download()} disabled={!invoice}>
          Descargar XML
        </Button>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One element a line, indented (the stored XML is one line): for reading only, the file stays as sent. */
export function prettyXml(xml: string): string {
  let depth = 0;
  return xml
    .replace(/>\s*</g, '>\n<')
    .split('\n')
    .map((line) => {
      if (/^<\//.test(line)) depth = Math.max(0, depth - 1);
      const out = `${'  '.repeat(depth)}${line}`;
      if (/^<[^!?/][^>]*[^/]>$/.test(line) && !/<\/[^>]+>$/.test(line)) depth++;
      return out;
    })
    .join('\n');
}
