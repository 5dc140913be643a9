import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export const LOADING_TEXT = 'Obteniendo Datos';
export const EMPTY_TEXT = 'Sin Información';

/** What a list shows instead of rows: 'Obteniendo Datos' while loading, else 'Sin Información'. */
export function ListStatus({ loading }: { loading: boolean }) {
  return (
    <Box sx={{ py: 3, px: 2, textAlign: 'center' }} role="status">
      {loading && <LinearProgress sx={{ mb: 1.5 }} />}
      <Typography color="text.secondary">{loading ? LOADING_TEXT : EMPTY_TEXT}</Typography>
    </Box>
  );
}
