import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The row of filters above a list (search, 'Estado', pickers); wraps on narrow screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2, '& > *': { minWidth: 0 } }}>
      {children}
    </Box>
  );
}
