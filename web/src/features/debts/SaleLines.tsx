import type { Sale } from '@lactea/contracts';
import { SaleLines as Lines } from '../../components/sale/SaleLines';

/** A sale's products (the detail tab of COBRO DEUDAS; CIERRE DE CAJA and BALANCE use the shared one with the same label). */
export function SaleLines({ sale }: { sale: Sale }) {
  return <Lines sale={sale} regionLabel="Productos de la venta (desplazable)" />;
}
