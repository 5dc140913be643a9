import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListStatus, LOADING_TEXT } from './ListStatus';
import { useIsMobile } from './useIsMobile';

/** One column, described once for both the desktop table and the mobile card. */
export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /**
   * Keeps the cell on one line (codes, money): the text columns take the wrapping. A long one is
   * cut with an ellipsis at `maxWidth`, the whole text on hover.
   */
  nowrap?: boolean;
  /** The cell's whole text for the hover title, when the table shortens it (searchedColumn sets it). */
  text?: (row: Row) => string | null | undefined;
  /** Widest a one-line (nowrap) text cell grows before its ellipsis; default 112 px (a 13-digit barcode fits). */
  maxWidth?: number;
  /** Narrowest a wrapping text cell gets (default 80 px): a column of one long word ('Administrador') sets its own. */
  minWidth?: number;
}

/**
 * Text cells stay compact: a text column holds at most two lines, a one-line
 * column at most `maxWidth`, each with an ellipsis and the whole text as the hover title; a long
 * word without spaces breaks anywhere instead of widening the table.
 */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  // Not squeezed to a word a line by the one-line columns beside it. 120 px for every column widened
  // the products table past its box at 1280 px: a column whose words are long sets its own (minWidth).
  minWidth: 80,
} as const;
// A block: max-width does not apply to an inline box.
const ONE_LINE = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function DesktopCell<Row>({ column, row, index }: { column: Column<Row>; row: Row; index: number }) {
  const content = column.cell(row, index);
  const text = column.text?.(row) ?? (typeof content === 'string' ? content : undefined);
  if (!text) return <>{content}</>;
  const sx = column.nowrap ? { ...ONE_LINE, maxWidth: column.maxWidth ?? 112 } : column.minWidth ? { ...TWO_LINES, minWidth: column.minWidth } : TWO_LINES;
  return (
    <Box component="span" title={text} sx={sx}>
      {content}
    </Box>
  );
}

export interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string | number;
  /** First load: no rows yet. Shows 'Obteniendo Datos'. */
  loading?: boolean;
  /** The load failed: the failure and 'Reintentar' (onRetry) instead of 'Sin Información'. */
  failed?: boolean;
  onRetry?: () => void;
  /** A new page or filter is on its way while the previous rows stay visible. */
  refreshing?: boolean;
  /** Row buttons (edit, enable/disable...), in the last column or at the card's foot. */
  actions?: (row: Row, index: number) => ReactNode;
  actionsHeader?: string;
  /** Accessible name of the table, e.g. the list title. */
  label?: string;
}

/** A server-paged list's rows: a table on desktop, cards at ≤ 900 px with the same data and actions. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const mobile = useIsMobile();
  const { rows, loading = false, refreshing = false, failed, onRetry } = props;
  const empty = rows.length === 0;
  return (
    <Box sx={{ position: 'relative' }}>
      {refreshing && !empty && <LinearProgress aria-label={LOADING_TEXT} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      {mobile ? <CardList {...props} /> : <DesktopTable {...props} />}
      {empty && (mobile ? <ListStatus loading={loading || refreshing} failed={failed} onRetry={onRetry} /> : null)}
    </Box>
  );
}

function DesktopTable<Row>({
  columns,
  rows,
  getRowId,
  actions,
  actionsHeader = 'Acciones',
  loading,
  refreshing,
  failed,
  onRetry,
  label,
}: DataTableProps<Row>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    // A list without row buttons has nothing to focus: the table itself takes the focus, so a wide one
    // (a report's many columns) can be scrolled from the keyboard.
    <TableContainer component={Paper} variant="outlined" {...(actions ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}>
      {/* 8 px side padding: a ten-column list (products) fits beside the open menu at 1280 px. */}
      {/* 4 px top and bottom in body rows: a compact list shows ~10 rows at 1280 × 900. */}
      <Table size="small" aria-label={label} sx={{ '& th, & td': { px: 1 }, '& tbody td': { py: 0.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                // Headers may wrap at spaces ('Precio / Bs.'): the cells, not the titles, set the widths.
                sx={{ fontWeight: 700, width: column.width }}
              >
                {column.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="center" sx={{ fontWeight: 700, width: 120 }}>
                {actionsHeader}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span} sx={{ p: 0 }}>
                <ListStatus loading={Boolean(loading || refreshing)} failed={failed} onRetry={onRetry} />
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={getRowId(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    <DesktopCell column={column} row={row} index={index} />
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap', py: 0.25 }}>
                    {actions(row, index)}
                  </TableCell>
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<Row>({ columns, rows, getRowId, actions, label }: DataTableProps<Row>) {
  if (rows.length === 0) return null;
  return (
    <Stack spacing={1.5} role="list" aria-label={label}>
      {rows.map((row, index) => (
        <Card key={getRowId(row)} variant="outlined" role="listitem" sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <CardContent sx={{ flex: 1, minWidth: 0, py: 1.25, '&:last-child': { pb: 1.25 } }}>
            {columns.map((column) => (
              <Box
                key={column.id}
                sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'baseline', overflowWrap: 'anywhere' }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ width: 88, flexShrink: 0, fontWeight: 500 }}>
                  {column.header}
                </Typography>
                <Box sx={{ typography: 'body2', minWidth: 0 }}>{column.cell(row, index)}</Box>
              </Box>
            ))}
          </CardContent>
          {actions && (
            // Beside the data rather than under it: a phone shows more cards per screen.
            <CardActions sx={{ flexDirection: 'column', gap: 0.5, p: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
              {actions(row, index)}
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  );
}
