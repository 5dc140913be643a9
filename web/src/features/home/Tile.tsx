import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** A tile of the owner's home: its title is the link to the screen it summarises. */
export function Tile({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ fontWeight: 700, mb: 0.5 }}>
        <Link component={RouterLink} to={to} underline="hover" color="primary" sx={{ display: 'inline-flex', alignItems: 'center' }}>
          {title}
          <ChevronRightIcon fontSize="small" aria-hidden />
        </Link>
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * One figure of a tile: its label (a link when `to` names the screen that shows the same figure)
 * and its value, right-aligned with tabular digits so amounts line up.
 */
export function Figure({ label, value, to, strong, color, note }: { label: string; value: ReactNode; to?: string; strong?: boolean; color?: string; note?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', width: '100%' }}>
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover">
            {label}
          </Link>
        ) : (
          label
        )}
        {note && (
          <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 0.5 }}>
            {note}
          </Typography>
        )}
      </Typography>
      <Typography component="span" data-testid={`figure-${label}`} variant={strong ? 'h6' : 'body2'} sx={{ fontWeight: strong ? 700 : 600, fontVariantNumeric: 'tabular-nums', ml: 'auto', whiteSpace: 'nowrap', color }}>
        {value}
      </Typography>
    </Box>
  );
}

/** A small heading inside a tile. */
export function TileSection({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}
