import Chip from '@mui/material/Chip';

/** Habilitado (success) / Inhabilitado (error) for an entity's `enabled` 1/0. */
export function StateChip({ enabled }: { enabled: number }) {
  const on = enabled === 1;
  return <Chip size="small" color={on ? 'success' : 'error'} label={on ? 'Habilitado' : 'Inhabilitado'} />;
}
