import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { activateWaitingVersion } from '../appShell';
import { PageLoading } from './PageLoading';

/**
 * In place of the layout and the screen navigated to while a new version takes over: nothing on
 * screen fetches, and only then is the new version asked to take over (appShell.ts says why). The
 * page reloads a moment later; a sale kept on this device comes back after it.
 */
export function AppUpdating() {
  useEffect(() => {
    activateWaitingVersion();
  }, []);
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 480, mx: 'auto', mt: 8, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" gutterBottom>
        Actualizando Lactea…
      </Typography>
      <Typography color="text.secondary">Hay una versión nueva. La pantalla se recarga en un momento.</Typography>
      <PageLoading />
    </Box>
  );
}
