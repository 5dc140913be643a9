import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

export interface ListHeaderProps {
  /** Upper-case section title, e.g. 'MARCAS'. */
  title: string;
  /** Shown as 'MARCAS (25)'; omit while unknown. */
  total?: number;
  /** Buttons on the right, e.g. 'Registrar'. */
  actions?: ReactNode;
}

/** The list's heading: title with its total, and the screen's main buttons. */
export function ListHeader({ title, total, actions }: ListHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1, letterSpacing: 0.5 }}>
        {title}
        {total !== undefined && ` (${total})`}
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

/** The 'Registrar' button beside a list's title. */
export function RegisterButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      Registrar
    </Button>
  );
}
