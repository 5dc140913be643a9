import { sql, type SQL } from 'drizzle-orm';
import { KARDEX_REASONS, quantityText } from '@lactea/contracts';
import { saleDetailLots, saleDetails, sales } from '../../../db/schema/index.js';
import { rowsOf, type Executor } from '../../../db/types.js';
import { executePrepared, insertRow, pgArray } from '../../../db/prepared.js';
import { executePreparedPair } from '../../../db/pipelined.js';
import type { Ctx } from '../../../lib/context.js';
import { lotsOut, type LotMove, type LotsOutCounts, type TakenFromLot } from '../../stock/ledger.js';
import { saleRollupCtes, type SaleForRollups } from '../rollups.js';
import { raiseUnlessLanded } from './one-statement.js';

/** A sale line as written, with the lots it took. */
export interface SaleDetailRow {
  /** Its sale is the row the same statement inserts (`writeSaleRows`). */
  row: Omit<typeof saleDetails.$inferInsert, 'fkSale'>;
  taken: TakenFromLot[];
}

/**
 * The sale's lines and the lots each took (joined to its line's new id): CTEs `ln_d, ln_lots`. One
 * array parameter per column, so the text is the same for any number of lines and lots (prepared
 * once, decision 0049); an offline line whose lots gave nothing has no lot rows, and an empty array
 * inserts none. `saleId`: the sale row the same statement inserts.
 */
function saleLinesCtes(saleId: SQL, details: SaleDetailRow[]): SQL {
  const line = (pick: (r: SaleDetailRow['row']) => string | number | null) => pgArray(details.map((d) => pick(d.row)));
  const lotsTaken = details.flatMap((d) => d.taken.map((t) => ({ line: d.row.line!, t })));
  const lot = (pick: (l: (typeof lotsTaken)[number]) => string | number) => pgArray(lotsTaken.map(pick));
  return sql`ln_d as (
      insert into ${saleDetails} (fk_sale, line, fk_product, fk_mark, quantity, unit_price_system, unit_price, discount, promotion, total, unit_cost, cost, discount_share, fk_price_list, fk_presentation, presentation_units)
      select ${saleId}, v.* from unnest(
        ${line((r) => r.line!)}::smallint[], ${line((r) => r.fkProduct)}::int[], ${line((r) => r.fkMark)}::int[], ${line((r) => quantityText(r.quantity!))}::numeric[],
        ${line((r) => r.unitPriceSystem)}::numeric[], ${line((r) => r.unitPrice)}::numeric[], ${line((r) => r.discount!)}::numeric[], ${line((r) => r.promotion ?? null)}::varchar[],
        ${line((r) => r.total)}::numeric[], ${line((r) => r.unitCost)}::numeric[], ${line((r) => r.cost)}::numeric[], ${line((r) => r.discountShare!)}::numeric[],
        ${line((r) => r.fkPriceList ?? null)}::int[], ${line((r) => r.fkPresentation ?? null)}::int[], ${line((r) => r.presentationUnits ?? 1)}::int[]
      ) v
      returning id, line
    ), ln_lots as (
      insert into ${saleDetailLots} (fk_sale_detail, fk_sale, fk_lot, quantity, unit_cost)
      select d.id, ${saleId}, v.fk_lot, v.quantity, v.unit_cost
      from unnest(${lot((l) => l.line)}::smallint[], ${lot((l) => l.t.fkLot)}::int[], ${lot((l) => quantityText(l.t.quantity))}::numeric[], ${lot((l) => l.t.unitCost)}::numeric[]) v(line, fk_lot, quantity, unit_cost)
      join ln_d d on d.line = v.line
    )`;
}

/** The id of the sale row that writeSaleRows' statement inserts (its CTE `sale_row`), for the statement's other CTEs. */
const newSaleId = sql`(select id from sale_row)`;

/** What a sale writes, as `planSale` builds it. */
export interface SaleRows {
  sale: typeof sales.$inferInsert;
  moves: LotMove[];
  details: SaleDetailRow[];
  rollups: SaleForRollups;
}

/**
 * Everything a sale writes once its lots are read, in ONE statement, so the lots are held for one
 * round trip (plus the commit's) instead of one per line (decision 0047): the sale row (its id from
 * the sequence, decision 0050), the lots, stock rows and ledger rows (ledger `lotsOut`), the lines
 * with the lots they took, and the rollups, held back until the stock rows are written (the
 * ledger's lock order); `also`, more CTEs of the same statement given the new sale's id as SQL (the
 * sale's audit row, the idempotency key's claim with its answer) and `claimed`, whether that claim
 * took the key (`AnswerStore.claimed`, answered as the column `once_claimed`). Its text is one of a
 * few, whatever the number of lines and lots, so it runs as a prepared statement (decision 0049).
 * Answers the new sale's id, and whether the key was claimed (true without `claimed`).
 * `landed` (its lots read unlocked, decision 0054): the statement itself raises unless every move
 * landed and the key was claimed (`raiseUnlessLanded`), so it can run outside a transaction block.
 * `keepReserved` (a sale online): no product's stock goes below what pending orders reserved (decision 0073).
 * `then`: a statement run right after it (its invoice's number), answered as `then`; outside a
 * transaction block it is sent behind the sale's without waiting for its answer
 * (`executePreparedPair`), and must do nothing when the sale's statement wrote nothing.
 */
export async function writeSaleRows(
  tx: Executor,
  ctx: Ctx,
  w: SaleRows & { also?: (saleId: SQL) => (SQL | null)[]; claimed?: SQL | null; landed?: boolean; keepReserved?: boolean; then?: SQL },
): Promise<{ id: number; claimed: boolean; lineIds: Map<number, number>; then?: unknown }> {
  const out = w.moves.length > 0 ? lotsOut(ctx, w.moves, { reason: KARDEX_REASONS.sale, docKind: 'sale', docId: newSaleId }, { keepReserved: w.keepReserved }) : null;
  const ctes = [
    sql`sale_row as (${insertRow(sales, w.sale)} returning id)`,
    ...(out ? [out.ctes] : []),
    saleLinesCtes(newSaleId, w.details),
    saleRollupCtes(w.rollups, 1, out ? out.stockWritten : sql`true`),
    ...(w.also?.(newSaleId) ?? []).filter((cte) => cte !== null),
  ];
  const claimed = w.claimed ? sql`, ${w.claimed} as once_claimed` : sql``;
  // Its lots read unlocked (decision 0054): the statement raises unless every move landed and it
  // claimed its key, so that it is rolled back whole.
  const landedParts = [...(out ? [out.landed] : []), ...(w.claimed ? [w.claimed] : [])];
  const landed = w.landed && landedParts.length ? sql`, ${raiseUnlessLanded(sql.join(landedParts, sql` and `))}` : sql``;
  const statement = sql`with ${sql.join(ctes, sql`, `)} select ${newSaleId} as sale_id, (select json_agg(json_build_array(line, id)) from ln_d) as line_ids, ${out ? out.counts : sql`0 as lots_out`}${claimed}${landed}`;
  // `then` goes out right behind it on the same connection when it runs on its own (outside a transaction block).
  const [result, then] = w.then ? await executePreparedPair(tx, statement, w.then) : [await executePrepared(tx, statement), undefined];
  const [row] = rowsOf<LotsOutCounts & { sale_id: number; line_ids: [number, number][] | string; once_claimed?: boolean }>(result);
  out?.check(row);
  // False: a twin committed the key meanwhile; the caller rolls the sale back whole and answers the twin's.
  const lineIds = (typeof row.line_ids === 'string' ? (JSON.parse(row.line_ids) as [number, number][]) : row.line_ids).map(([line, id]) => [Number(line), Number(id)] as const);
  return { id: Number(row.sale_id), claimed: row.once_claimed !== false, lineIds: new Map(lineIds), then };
}
