import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { EXPORT_BUTTON, EXPORT_FORMATS, type ExportFormat } from '@lactea/contracts';
import type { Query } from '../../lib/api';
import { useDialogs } from '../dialogs/dialogsContext';
import { downloadFile } from './download';

export interface ExportButtonProps {
  /** The report's export route, e.g. 'purchase/purchases-report/export'. */
  path: string;
  /** The report's filters as applied on screen (not the page: the file holds the whole result). */
  query: Query;
  /** File name used if the server sends none, without extension. */
  fallbackName?: string;
}

/**
 * 'Exportar': a menu with Excel (.xlsx) and CSV (.csv); downloads the whole filtered report
 * through the server's streaming export (docs/decisions, report exports) with the session's token.
 */
export function ExportButton({ path, query, fallbackName = 'reporte' }: ExportButtonProps) {
  const dialogs = useDialogs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const name = await downloadFile(path, { ...query, format }, `${fallbackName}.${format}`);
      dialogs.notify(`Se descargó ${name}`);
    } catch (error) {
      await dialogs.showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        {busy ? 'Exportando…' : EXPORT_BUTTON}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(Object.keys(EXPORT_FORMATS) as ExportFormat[]).map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            <ListItemText>{EXPORT_FORMATS[format]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
