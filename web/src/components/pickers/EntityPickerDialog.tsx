import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Paged } from '@lactea/contracts';
import { dialogPaper } from '../dialogs/dialogSizes';
import { Highlight } from '../list/Highlight';
import { LOADING_TEXT } from '../list/ListStatus';
import { SearchField } from '../list/SearchField';

/** The texts every picker shares. */
export const PICKER_FAILED = 'Problema con el servidor, revise su internet e intente de nuevo porfavor';
export const PICKER_EMPTY = 'Sin Opciones';

/**
 * What one kind of picker lists: where the rows come from and how a row reads. Brand, product,
 * provider and client pickers are each one of these (pickerSources.ts); a screen may pass its own
 * `fetch` (e.g. the till's product search) and keep everything else.
 */
export interface PickerSource<Row> {
  /** TanStack Query key prefix, unique per source. */
  key: string;
  /** The dialog's title: 'Elegir Marca', 'Elegir Producto'... */
  title: string;
  /** The search box's label: 'Buscar marca'. */
  searchLabel: string;
  /** The list's accessible name: 'Marcas'. */
  listLabel: string;
  /** Under the list when page 1 holds fewer than all matches: '12 marcas más: escriba para buscarlas'. */
  moreText: (more: number) => string;
  /** Page 1 of the matches for `search` (enabled rows only: a picker chooses something usable). */
  fetch: (search: string, signal: AbortSignal) => Promise<Paged<Row>>;
  idOf: (row: Row) => number;
  /** The row's name, highlighted where it matches the search. */
  labelOf: (row: Row) => string;
  /** A second line (code, stock, NIT...), plain text. */
  detailOf?: (row: Row) => ReactNode;
}

export interface EntityPickerDialogProps<Row> {
  source: PickerSource<Row>;
  open: boolean;
  onClose: () => void;
  onPick: (row: Row) => void;
  /** A 'Todos' entry on top (id 0): the picker as a list filter. */
  allEntry?: Row;
  /** The row chosen now, marked in the list. */
  selectedId?: number;
  /** Leave the focus where the caller puts it on close (the till's client form: on 'Registrar Venta'). */
  disableRestoreFocus?: boolean;
}

/**
 * The one picker dialog: a title, a search box and the matching rows of page 1;
 * width 400, list 200–340 px high, 'Sin Opciones' when nothing matches, the server-problem text
 * when the load fails, 'Cerrar'.
 */
export function EntityPickerDialog<Row>({ source, open, onClose, disableRestoreFocus, ...body }: EntityPickerDialogProps<Row>) {
  const titleId = `${source.key}-title`;
  return (
    <Dialog open={open} onClose={onClose} disableRestoreFocus={disableRestoreFocus} maxWidth={false} slotProps={{ paper: dialogPaper(400) }} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {source.title}
      </DialogTitle>
      {/* Its own component: the search starts empty each time the dialog opens. */}
      {open && <PickerBody source={source} {...body} />}
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PickerBody<Row>({ source, onPick, allEntry, selectedId }: Omit<EntityPickerDialogProps<Row>, 'open' | 'onClose'>) {
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  const matches = (text: string) => ({
    queryKey: [source.key, text],
    queryFn: ({ signal }: { signal: AbortSignal }) => source.fetch(text, signal),
    // Offline a picker says the server did not answer (or the till's picker answers from its
    // snapshot) instead of waiting silently for the network.
    networkMode: 'always' as const,
  });
  const query = useQuery(matches(search));
  /**
   * Enter in the search takes the only match of exactly the text typed (read for that text, not
   * the list on screen, which may still show the text before the last keys): a keys-only cashier
   * types the client's name or NIT and presses Enter. Several matches or none: the list stays.
   */
  const pickOnlyMatch = async (text: string) => {
    if (!text) return;
    try {
      const page = await queryClient.fetchQuery(matches(text));
      if (page.total === 1 && page.data.length === 1) onPick(page.data[0]);
    } catch {
      // The list on screen says the search failed (PICKER_FAILED).
    }
  };
  const rows = query.data?.data ?? [];
  const more = query.data ? query.data.total - rows.length : 0;
  const choices = allEntry ? [allEntry, ...rows] : rows;

  return (
    <DialogContent sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', pt: 1, mb: 1 }}>
        <SearchField value={search} onSearch={setSearch} onEnter={(text) => void pickOnlyMatch(text)} label={source.searchLabel} autoFocus />
      </Box>
      <Box sx={{ minHeight: 200, maxHeight: 340, overflowY: 'auto', position: 'relative' }}>
        {query.isFetching && <LinearProgress aria-label={LOADING_TEXT} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
        {query.isError ? (
          <Typography role="alert" color="error" sx={{ p: 2, textAlign: 'center' }}>
            {PICKER_FAILED}
          </Typography>
        ) : (
          <List dense aria-label={source.listLabel} disablePadding>
            {choices.map((row) => {
              const id = source.idOf(row);
              return (
                // Each choice in its <li>: a <ul> holds list items only (axe 'list').
                <ListItem key={id} disablePadding>
                  <ListItemButton selected={id === selectedId} onClick={() => onPick(row)}>
                    <ListItemText
                      primary={<Highlight text={source.labelOf(row)} query={row === allEntry ? '' : search} />}
                      secondary={row === allEntry ? undefined : source.detailOf?.(row)}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        {query.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {PICKER_EMPTY}
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
          {source.moreText(more)}
        </Typography>
      )}
    </DialogContent>
  );
}
