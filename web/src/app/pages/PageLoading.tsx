import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * Shown while a screen's chunk downloads: a thin indeterminate bar in the primary colour. Drawn
 * with a keyframe, not MUI's LinearProgress: this is imported by the routes of the login page,
 * whose first bundle should not carry a component it never shows.
 */
export function PageLoading() {
  return (
    <Box sx={{ p: 2 }} role="progressbar" aria-label="Cargando">
      <Box sx={{ height: 4, overflow: 'hidden', bgcolor: 'action.hover', borderRadius: 1 }}>
        <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }} />
      </Box>
    </Box>
  );
}
