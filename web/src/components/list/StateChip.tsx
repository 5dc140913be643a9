import Chip from '@mui/material/Chip';

/**
 * Habilitado (success) / Inhabilitado (error) for an entity's `enabled` 1/0. White 13 px text: the
 * theme's success and error colours are dark enough for it (4.5:1, theme.test.ts).
 */
export function StateChip({ enabled }: { enabled: number }) {
  const on = enabled === 1;
  return <Chip size="small" color={on ? 'success' : 'error'} label={on ? 'Habilitado' : 'Inhabilitado'} />;
}
