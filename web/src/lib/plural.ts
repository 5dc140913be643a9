/**
 * A count with its noun in Spanish: 1 venta, 2 ventas, 0 ventas. The plural defaults to the noun
 * plus 's' (venta → ventas, cobro → cobros); give it when it differs (unidad → unidades).
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
