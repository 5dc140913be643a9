import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a screen's chunk downloads. */
export function PageLoading() {
  return (
    <Box sx={{ p: 2 }} role="progressbar" aria-label="Cargando">
      <LinearProgress />
    </Box>
  );
}
