/**
 * A sale's `cancelled`, as the spec names it on the wire and in the `sales.cancelled` column (and the
 * rollups'), means PAID ("cancelado": settled): 1 paid at the till, 0 on credit. It has nothing to do
 * with cancel-sale, which annuls a sale (`enabled` 0). The sale's own code says `paid`; these two
 * are the one place where one name becomes the other.
 */
export const paidOf = (cancelled: number): boolean => cancelled === 1;

/** The wire's and the columns' `cancelled` of a sale paid now (1) or on credit (0). */
export const cancelledOf = (paid: boolean): 0 | 1 => (paid ? 1 : 0);
