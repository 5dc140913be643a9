import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { dialogPaper } from '../dialogs/dialogSizes';
import { Highlight } from '../list/Highlight';
import { LOADING_TEXT } from '../list/ListStatus';
import { SearchField } from '../list/SearchField';
import { markPage, type Mark } from '@lactea/contracts';
import { pageCall } from '../../lib/calls';
import type { SearchStateFilters } from '../list/StateFilter';

/** The picker's own call (components never import features): enabled brands matching the text, by name. */
const listMarks = pageCall<SearchStateFilters & { order: 'name' }, Mark>('mark/list', markPage);

/** A brand as the picker hands it over: its id and its name. */
export interface BrandChoice {
  id: number;
  mark: string;
}

/** The list filter's extra entry: every brand (fk_mark 0). */
export const ALL_BRANDS: BrandChoice = { id: 0, mark: 'Todos' };

export const PICKER_TEXTS = {
  title: 'Elegir Marca',
  failed: 'Problema con el servidor, revise su internet e intente de nuevo porfavor',
  empty: 'Sin Opciones',
} as const;

export interface BrandPickerDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (brand: BrandChoice) => void;
  /** Adds 'Todos' (id 0) on top: the picker as a list filter. */
  includeAll?: boolean;
  /** The brand chosen now, marked in the list. */
  selectedId?: number;
}

/**
 * 'Elegir Marca' (spec 01 §2.5): a search box and the enabled brands that match it (mark/list
 * page 1), width 400, list 200–340 px high. Shared by products, inventory, lots and reports.
 */
export function BrandPickerDialog({ open, onClose, ...body }: BrandPickerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: dialogPaper(400) }}
      aria-labelledby="brand-picker-title"
    >
      <DialogTitle id="brand-picker-title" sx={{ fontWeight: 700 }}>
        {PICKER_TEXTS.title}
      </DialogTitle>
      {/* Its own component: the search starts empty each time the dialog opens. */}
      {open && <PickerBody {...body} />}
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PickerBody({ onPick, includeAll = false, selectedId }: Omit<BrandPickerDialogProps, 'open' | 'onClose'>) {
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: ['brand-picker', search],
    queryFn: ({ signal }) => listMarks({ page: 1, search, enabled: 1, order: 'name' }, signal),
  });
  const brands = query.data?.data ?? [];
  const more = query.data ? query.data.total - brands.length : 0;
  const choices = includeAll ? [ALL_BRANDS, ...brands] : brands;

  return (
    <DialogContent sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', pt: 1, mb: 1 }}>
        <SearchField value={search} onSearch={setSearch} label="Buscar marca" />
      </Box>
      <Box sx={{ minHeight: 200, maxHeight: 340, overflowY: 'auto', position: 'relative' }}>
        {query.isFetching && <LinearProgress aria-label={LOADING_TEXT} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        {query.isError ? (
          <Typography role="alert" color="error" sx={{ p: 2, textAlign: 'center' }}>
            {PICKER_TEXTS.failed}
          </Typography>
        ) : (
          <List dense aria-label="Marcas" disablePadding>
            {choices.map((brand) => (
              <ListItemButton
                key={brand.id}
                selected={brand.id === selectedId}
                onClick={() => onPick({ id: brand.id, mark: brand.mark })}
              >
                <ListItemText primary={<Highlight text={brand.mark} query={brand.id === 0 ? '' : search} />} />
              </ListItemButton>
            ))}
          </List>
        )}
        {query.isSuccess && brands.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {PICKER_TEXTS.empty}
          </Typography>
        )}
        {query.isPending && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {LOADING_TEXT}
          </Typography>
        )}
      </Box>
      {more > 0 && (
        <Typography variant="caption" color="text.secondary">
          {`${more} marcas más: escriba para buscarlas`}
        </Typography>
      )}
    </DialogContent>
  );
}
