import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatQuantity, presentationQuantityText, shownLine, toCents, type Sale } from '@lactea/contracts';
import { formatAmount } from '../../lib/format';

/** The columns of a sale's lines, at the till and wherever a recorded sale's lines are shown. */
export const SALE_LINE_HEADERS = ['N°', 'Producto', 'Cant.', 'P.U.', 'Total', 'Desc.', 'Promo.'] as const;
/** The figures' columns, aligned right. */
export const SALE_LINE_FIGURES: readonly string[] = ['Cant.', 'P.U.', 'Total', 'Desc.'];

/** A line's figures as shown: they add up, P.U. × Cant. − Desc. = Total, to the cent. */
export interface LineShown {
  /** The list price (never the promotion's scaled price of 4 decimals shown with 2). */
  priceCents: number;
  totalCents: number;
  /** The whole line's saving (a 2x3 of 2,50: 2,50). */
  savingCents: number;
  /** 'Promo 2x3: −2,50' or 'Descuento: −3,00'; null for a plain line. */
  saving: string | null;
  promotion: string | null;
}

/** On a phone the saving reads under the product's name and Desc. and Promo. are left out: the table fits 390 px. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * P.U., Total, Desc. and Promo. of one line: the till's detail and every recorded sale's lines.
 * `narrow`: Desc. and Promo. only from a tablet's width up (the caller shows the saving otherwise).
 */
export function LineFigureCells({ line, narrow = false }: { line: LineShown; narrow?: boolean }) {
  const terms = narrow ? wideOnly : {};
  return (
    <>
      <TableCell align="right">{formatAmount(line.priceCents / 100)}</TableCell>
      <TableCell align="right">{formatAmount(line.totalCents / 100)}</TableCell>
      <TableCell align="right" sx={terms}>
        {formatAmount(line.savingCents / 100)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', ...terms }}>{line.promotion ? line.saving : ''}</TableCell>
    </>
  );
}

export interface SaleLinesProps {
  sale: Sale;
  /** The table's accessible name; defaults to 'Productos de la venta {id}'. */
  label?: string;
  /**
   * When given, the frame is a focusable region with this name: on a phone the table scrolls
   * sideways and must be reachable by keyboard (axe).
   */
  regionLabel?: string;
}

/**
 * A recorded sale's products as the till showed them: N°, Producto, Cant., P.U. (the list price),
 * Total, Desc. (the line's saving) and Promo. ('Promo 2x3: −2,50'), so that each line adds up to
 * the cent; on a phone the saving under the product's name instead of the last two columns. The one table of the sale details in VENTAS DIA, the sales reports, COBRO DEUDAS,
 * CIERRE DE CAJA and BALANCE.
 */
export function SaleLines({ sale, label, regionLabel }: SaleLinesProps) {
  const region = regionLabel ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel } : {};
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} {...region}>
      <Table size="small" aria-label={label ?? `Productos de la venta ${sale.id}`}>
        <TableHead>
          <TableRow>
            {SALE_LINE_HEADERS.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700, ...(h === 'Desc.' || h === 'Promo.' ? wideOnly : {}) }} align={SALE_LINE_FIGURES.includes(h) ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sale.products.map(({ product, unit, pivot: l }, i) => {
            const shown = { ...shownLine(l), totalCents: toCents(l.total), promotion: l.promotion };
            return (
              <TableRow key={i}>
                <TableCell>{i + 1}</TableCell>
                <TableCell>
                  {product}
                  {shown.saving && (
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'success.main', whiteSpace: 'nowrap' }}>
                      {shown.saving}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {/* A crate's line: the crates and the units they took, '2 Caja x12 (24 u)'; its P.U. is the crate's. */}
                  {l.presentation ? presentationQuantityText(l.quantity, l.presentation) : formatQuantity(l.quantity, unit)}
                </TableCell>
                <LineFigureCells line={shown} narrow />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
