/** The one money format (Bs. 4.772,50) lives in the contracts, so server messages show it too. */
export { formatAmount, formatCents, formatMoney } from '@lactea/contracts';
import { formatAmount, formatQuantity, type ProductUnit } from '@lactea/contracts';
import { partsDate, shopParts } from './shopTime';

/** A chart axis tick in the same format, whole amounts without ',00': 3000 → "3.000", 12.5 → "12,50". */
export const axisAmount = (value: number | null) => formatAmount(value).replace(/,00$/, '');

/** "2024-03-05" (or an ISO date-time) → "05/03/2024"; anything else is returned unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}


/**
 * A product's stock as the pickers and the till's lists show it: 'Inventario 4,220 kg' for a weighed
 * product, 'Inventario 40' for units. Without the unit (a list that does not carry it) the decimal
 * comma still holds: 'Inventario 4,22'.
 */
export const inventoryText = (quantity: number, unit?: ProductUnit) => `Inventario ${formatQuantity(quantity, unit)}`;

/** A percentage with one decimal in the same format: 288.3 → "288,3 %", signed → "+288,3 %"; null → "—". */
export function formatPercent(value: number | null, signed = false): string {
  if (value === null) return '—';
  const text = `${formatAmount(value).slice(0, -1)} %`;
  return signed && value > 0 ? `+${text}` : text;
}

/** "2026-03-10" → "martes 10/03/2026" (the weekday of the date itself, whatever the browser's zone). */
export function formatWeekdayDate(value: string): string {
  const weekday = new Intl.DateTimeFormat('es-BO', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  return `${weekday} ${formatDate(value)}`;
}

/**
 * An ISO instant → "10/03/2026 10:05" on the shop's clock (its time zone, `shopParts`), whatever
 * zone the computer is set to. Empty → "".
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const p = shopParts(at);
  return `${formatDate(partsDate(p))} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * A wall-clock date-time already on the shop's clock ('2026-11-29T09:10:27.123', an invoice's
 * fechaEmision; '2026-11-29 09:10', a load's) → "29/11/2026 09:10:27" / "29/11/2026 09:10": read as
 * written, never moved between zones.
 */
export function formatWallDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(value);
  return match ? `${formatDate(match[1])} ${match[2]}` : value;
}
