import { useState, type ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, dayText, readDayText } from '@lactea/contracts';

const FIRST = dayjs(`${DATE_YEAR_MIN}-01-01`);
const LAST = dayjs(`${DATE_YEAR_MAX}-12-31`);

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'error'> {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** A readable day ('YYYY-MM-DD'), '' when emptied; never called with what cannot be read. */
  onChange: (value: string) => void;
  /**
   * Text that cannot be read ('30/02/2026', '3'), as typed. A form takes it as its value, so that its
   * schema refuses it and the form cannot be sent with the day it held before (a filter leaves it out).
   */
  onUnreadable?: (text: string) => void;
  /** A message from outside (the form's schema), shown when the text itself reads fine. */
  error?: string;
  /** Earliest / latest day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
}

/**
 * The one date box: typed dd/mm/aaaa whatever the browser's language (a type="date"
 * box follows it, and an English Chromium reads 27/11/2026 as month 27), read by the contracts'
 * readDayText, with a Spanish calendar (MUI x-date-pickers, dayjs 'es') behind the icon. What
 * cannot be read stays on screen in red with its message and is not handed on.
 */
export function DateField({ label, value, onChange, onUnreadable, error, min, max, slotProps, ...props }: DateFieldProps) {
  const [text, setText] = useState(dayText(value));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A new value from outside ('Limpiar', a quick range) replaces what is typed; the value this box
  // just handed on keeps the text as typed (React's "adjust state when a prop changes").
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const typed = readDayText(text);
    if (!(typed.ok && typed.iso === value)) setText(dayText(value));
  }
  const read = text.trim() === '' ? null : readDayText(text);
  const message: ReactNode = read && !read.ok ? read.message : error;
  const type = (next: string) => {
    setText(next);
    if (next.trim() === '') return onChange('');
    const r = readDayText(next);
    if (r.ok) onChange(r.iso);
    else onUnreadable?.(next);
  };
  const pick = (day: Dayjs | null) => {
    setAnchor(null);
    if (day) type(day.format('DD/MM/YYYY'));
  };
  return (
    <>
      <TextField
        {...props}
        label={label}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => read?.ok && setText(dayText(read.iso))}
        error={Boolean(message)}
        helperText={message}
        placeholder="dd/mm/aaaa"
        autoComplete="off"
        slotProps={{
          ...slotProps,
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {/* Named without the field's label (as MUI's own pickers do), so the label names only the text box. */}
                <IconButton aria-label="Elegir en el calendario" edge="end" size="small" onClick={(e) => setAnchor(e.currentTarget)}>
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <DateCalendar
          value={read?.ok ? dayjs(read.iso) : null}
          onChange={pick}
          minDate={min ? dayjs(min) : FIRST}
          maxDate={max ? dayjs(max) : LAST}
        />
      </Popover>
    </>
  );
}
