import { PurchaseListReport } from './PurchaseListReport';

/** The purchase report: the same layout, by purchase date ('Compra Inicio' / 'Compra Final'). */
export default function ReportPurchasesPage() {
  return <PurchaseListReport kind="purchase" title="REPORTE COMPRAS" label="Reporte de compras" dateLabels={['Compra Inicio', 'Compra Final']} exportName="reporte-compras" />;
}
