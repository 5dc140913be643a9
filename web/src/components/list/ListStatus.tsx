import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

export const LOADING_TEXT = 'Obteniendo Datos';
export const EMPTY_TEXT = 'Sin Información';
/** A list whose load failed: not an empty catalogue, so not 'Sin Información'. */
export const FAILED_TEXT = 'No se pudo obtener la información';
export const RETRY_TEXT = 'Reintentar';
/**
 * The no-data banner ('SIN DATOS'). Decided (decision 0013): it heads a report
 * or summary pane whose filters found nothing (a day without sales); a list's empty table keeps
 * 'Sin Información' and a picker's empty choice keeps 'Sin Opciones'.
 */
export const NO_DATA_TEXT = 'SIN DATOS';

export interface ListStatusProps {
  loading: boolean;
  /** The load failed: the failure and 'Reintentar' instead of 'Sin Información'. */
  failed?: boolean;
  onRetry?: () => void;
}

/**
 * What a list shows instead of rows: 'Obteniendo Datos' while loading, the failure with
 * 'Reintentar' after a failed load, else 'Sin Información'.
 */
export function ListStatus({ loading, failed = false, onRetry }: ListStatusProps) {
  if (failed && !loading) {
    return (
      <Box sx={{ py: 3, px: 2, textAlign: 'center' }} role="alert">
        <Typography color="error" sx={{ mb: onRetry ? 1 : 0 }}>
          {FAILED_TEXT}
        </Typography>
        {onRetry && (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry}>
            {RETRY_TEXT}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ py: 3, px: 2, textAlign: 'center' }} role="status">
      {loading && <LinearProgress aria-label={LOADING_TEXT} sx={{ mb: 1.5 }} />}
      <Typography color="text.secondary">{loading ? LOADING_TEXT : EMPTY_TEXT}</Typography>
    </Box>
  );
}

/** 'SIN DATOS': the banner of a report or summary pane with nothing to show for its filters. */
export function NoDataBanner() {
  return (
    <Box role="status" sx={{ py: 4, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        {NO_DATA_TEXT}
      </Typography>
    </Box>
  );
}
