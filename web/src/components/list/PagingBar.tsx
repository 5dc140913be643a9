import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { useDialogs } from '../dialogs/dialogsContext';

export const PAGE_ERROR_TITLE = 'Página Erronea';

/** Why a typed page cannot be opened, or null when it can. */
export function pageJumpError(typed: string, lastPage: number): string | null {
  const text = typed.trim();
  if (!/^[+-]?\d+$/.test(text)) return 'El N° debe ser un número entero';
  const page = Number(text);
  if (page < 1 || page > lastPage) {
    return lastPage <= 1 ? 'Solo tiene la página 1' : `El N° debe estar entre 1-${lastPage}`;
  }
  return null;
}

export interface PagingBarProps {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** 'Pag. X de Y', previous / next, and a validated jump to a typed page. */
export function PagingBar({ page, lastPage: rawLast, onPageChange, disabled = false }: PagingBarProps) {
  const dialogs = useDialogs();
  const [typed, setTyped] = useState('');
  const lastPage = Math.max(1, rawLast); // an empty list still has its page 1

  const jump = () => {
    const error = pageJumpError(typed, lastPage);
    if (error) {
      void dialogs.alert(PAGE_ERROR_TITLE, [error]);
      return;
    }
    setTyped('');
    onPageChange(Number(typed.trim()));
  };

  return (
    <Box
      component="nav"
      aria-label="Paginación"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}
    >
      <Typography sx={{ mr: 'auto', fontWeight: 500 }} aria-live="polite">
        Pag. {page} de {lastPage}
      </Typography>
      <Tooltip title="Página anterior" describeChild>
        <span>
          <IconButton aria-label="Página anterior" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Página siguiente" describeChild>
        <span>
          <IconButton
            aria-label="Página siguiente"
            disabled={disabled || page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Tooltip>
      <TextField
        label="Pag."
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Without this the same Enter, still going, reaches the dialog's Aceptar (which takes the
          // focus as the dialog opens) and closes 'Página Erronea' at once.
          event.preventDefault();
          jump();
        }}
        disabled={disabled}
        fullWidth={false}
        sx={{ width: 80 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Tooltip title="Buscar página" describeChild>
        <span>
          <IconButton aria-label="Buscar página" color="primary" disabled={disabled} onClick={jump}>
            <SearchIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
