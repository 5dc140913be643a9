import { memo, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SEARCH_MAX, type TillProduct } from '@lactea/contracts';
import { PICKER_EMPTY, PICKER_FAILED } from '../../components/pickers/EntityPickerDialog';
import { focusFirstProduct, ProductMenu } from './ProductMenu';
import { SHORTCUTS } from './TillParts';
import { tillLookups } from './offline/lookups';
import type { Till } from './useTill';

export type SearchMode = 'barcode' | 'general';

/** One search of the till's products (till-search, or the snapshot offline: enabled products with sellable stock and terms). */
const searchQuery = (text: string) => ({
  queryKey: ['till-search', text],
  queryFn: ({ signal }: { signal: AbortSignal }) => tillLookups.search(text, signal),
  staleTime: 10_000,
  // 'always': offline the search answers from the snapshot instead of pausing until the network is back.
  networkMode: 'always' as const,
});

/**
 * The general search: `results` follow the typed text after a 250 ms pause (the list on screen);
 * `firstFor` answers Enter with the first product for exactly the text typed now. Enter must not
 * take the first row of the list on screen: a scanner or a fast typist presses Enter before the
 * pause ends, when the list still shows the previous text's products (the whole list, for an
 * empty search) and its first row is another product.
 */
export function useGeneralSearch(text: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(text), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const results = useQuery({ ...searchQuery(debounced), enabled });
  const firstFor = async (typed: string): Promise<TillProduct | undefined> => {
    try {
      return (await queryClient.fetchQuery(searchQuery(typed)))[0];
    } catch {
      return undefined; // the list on screen says the search failed (PICKER_FAILED)
    }
  };
  return { results, firstFor };
}

/**
 * Left pane of /sales: barcode-reader mode (default; Enter adds, 'Lote nuevo' adds a separate line)
 * or general search with a result list. The field keeps the focus after every action. Memoized
 * with only what it uses: the till renders again at every scan, and this pane does not change.
 */
export const TillSearch = memo(function TillSearch({ scan, add, focusScanner, scanner }: Pick<Till, 'scan' | 'add' | 'focusScanner' | 'scanner'>) {
  const [mode, setMode] = useState<SearchMode>('barcode');
  const [newLot, setNewLot] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={mode}
        sx={{ '& .MuiToggleButton-root': { textTransform: 'none', lineHeight: 1.2, color: 'text.primary' } }}
        aria-label="Modo de búsqueda"
        onChange={(_, v: SearchMode | null) => {
          if (v) setMode(v);
          focusScanner();
        }}
      >
        <ToggleButton value="barcode">Lector de código</ToggleButton>
        <ToggleButton value="general">Búsqueda general</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'barcode' && (
        <FormControlLabel
          control={
            <Switch
              checked={newLot}
              onChange={(e) => {
                setNewLot(e.target.checked);
                focusScanner();
              }}
            />
          }
          label="Lote nuevo (agrega otra línea)"
        />
      )}
      {/* A new mode starts with an empty field (its own text, remounted). */}
      <ScannerField key={mode} mode={mode} newLot={newLot} scan={scan} add={add} scanner={scanner} />
    </Box>
  );
});

/**
 * The field and, in general search, its results: the only part that draws again at each key the
 * scanner types (a barcode is a dozen keys and an Enter), not the mode's buttons above it.
 */
function ScannerField({ mode, newLot, scan, add, scanner }: { mode: SearchMode; newLot: boolean } & Pick<Till, 'scan' | 'add' | 'scanner'>) {
  const [text, setText] = useState('');
  const { results, firstFor } = useGeneralSearch(text.trim(), mode === 'general');
  const resultsRef = useRef<HTMLUListElement | null>(null);
  const pick = (p: TillProduct) => {
    add(p, 1, false);
  };
  return (
    <>
      <TextField
        autoFocus
        fullWidth
        label={`${mode === 'barcode' ? 'Código de barra' : 'Buscar producto'} (${SHORTCUTS.scanner})`}
        value={text}
        inputRef={scanner}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // ArrowDown goes into the results; there the arrows move and Enter picks (ProductMenu).
          if (e.key === 'ArrowDown' && mode === 'general') {
            if (focusFirstProduct(resultsRef.current)) e.preventDefault();
            return;
          }
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (mode === 'barcode') {
            void scan(text, newLot);
            setText('');
          } else if (text.trim()) {
            // An Enter on the empty field adds nothing: the first row of the whole list is no one's choice.
            void firstFor(text.trim()).then((first) => first && pick(first));
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': mode === 'barcode' ? 'Código de barra' : 'Buscar producto', 'data-scanner': 'true', maxLength: SEARCH_MAX } }}
      />
      {mode === 'general' && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 420, overflow: 'auto' }}>
          {results.isError && <Typography sx={{ p: 1.5 }} color="error">{PICKER_FAILED}</Typography>}
          {results.data?.length === 0 && <Typography sx={{ p: 1.5 }}>{PICKER_EMPTY}</Typography>}
          {Boolean(results.data?.length) && (
            <ProductMenu products={results.data ?? []} label="Productos encontrados" onPick={pick} listRef={resultsRef} onLeaveTop={() => scanner.current?.focus()} />
          )}
        </Box>
      )}
    </>
  );
}
