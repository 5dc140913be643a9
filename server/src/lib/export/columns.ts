import { fromMilli, toMilli, toCents } from '@lactea/contracts';

/**
 * One exported column: its Spanish header, how its value reads and whether the last row sums it.
 * `money` values are numbers of Bs. with 2 decimals; they are summed in integer cents. `quantity`
 * values have up to 3 decimals (kg, docs/decisions/0034); they are summed in thousandths.
 */
export interface ExportColumn<Row> {
  header: string;
  kind: 'text' | 'int' | 'quantity' | 'money' | 'date';
  value: (row: Row) => string | number | null;
  /** Sum this column in the final 'TOTAL' row. */
  total?: boolean;
  /** Width in characters in the spreadsheet. */
  width?: number;
}

export interface ExportSpec<Row> {
  /** Without extension: 'compras-por-registro'. */
  filename: string;
  /** The sheet's title (first row), e.g. 'COMPRAS POR REGISTRO'. */
  title: string;
  /** Lines under the title that say which filters produced the file. */
  subtitle?: string[];
  columns: ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
}

export const TOTAL_LABEL = 'TOTAL';

/** Running sums of the `total` columns, in integer units (cents for money). */
export class Totals<Row> {
  private readonly sums: number[];
  constructor(private readonly columns: ExportColumn<Row>[]) {
    this.sums = columns.map(() => 0);
  }
  add(row: Row): void {
    this.columns.forEach((c, i) => {
      if (!c.total) return;
      const v = Number(c.value(row) ?? 0);
      this.sums[i] += c.kind === 'money' ? toCents(v) : c.kind === 'quantity' ? toMilli(v) : v;
    });
  }
  /** The final row: 'TOTAL' in the first column, the sums under their columns, blanks elsewhere. */
  row(): (string | number | null)[] {
    return this.columns.map((c, i) => {
      if (c.total) return c.kind === 'money' ? this.sums[i] / 100 : c.kind === 'quantity' ? fromMilli(this.sums[i]) : this.sums[i];
      return i === 0 ? TOTAL_LABEL : null;
    });
  }
}

/** 'dd/mm/aaaa' as every screen shows dates. */
export function dayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
