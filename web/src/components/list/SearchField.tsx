import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MAX, TIMINGS } from '@lactea/contracts';

export interface SearchFieldProps {
  /** The committed search (what the list was asked for). */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or clear. */
  onSearch: (value: string) => void;
  label?: string;
  delayMs?: number;
  /** Focused when shown: a search dialog opens ready to type (the till is worked from the keys). */
  autoFocus?: boolean;
  /** Enter, after the search is committed, with the trimmed text (a picker takes its only match). */
  onEnter?: (value: string) => void;
}

/** The list's 'Buscar' box: debounced, with a clear button. */
export function SearchField({ value, onSearch, label = 'Buscar', delayMs = TIMINGS.userFilterDelayMs, autoFocus, onEnter }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // What this box last sent: the parent's value coming back as that is its echo, not a reset.
  const [sent, setSent] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The parent reset the search (e.g. "clear filters"): show its value (adjusting state while
  // rendering, React's documented alternative to an effect). The echo of this box's own search
  // leaves the text alone: it arrives after the commit, and the cashier may have typed on since
  // (a loaded machine lost the 'u' of 'quíspe' that way).
  if (value !== committed) {
    setCommitted(value);
    if (value !== sent) {
      setSent(value);
      if (value !== text.trim()) setText(value);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed === value) return;
    setSent(trimmed);
    onSearch(trimmed);
  };

  return (
    <TextField
      label={label}
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delayMs);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        commit(text);
        onEnter?.(text.trim());
      }}
      sx={{ flex: '1 1 220px', minWidth: 0 }}
      slotProps={{
        // The server refuses a longer search (searchParam): the box takes no more.
        htmlInput: { enterKeyHint: 'search', maxLength: SEARCH_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Limpiar búsqueda"
                onClick={() => {
                  setText('');
                  commit('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
