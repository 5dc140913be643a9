import { PurchaseListReport } from './PurchaseListReport';

/** COMPRAS CANCELADAS: annulled purchases by provider, user and registration dates. */
export default function CanceledPurchasesPage() {
  return <PurchaseListReport kind="canceled" title="COMPRAS CANCELADAS" label="Compras canceladas" dateLabels={['Registro Inicio', 'Registro Final']} exportName="compras-canceladas" />;
}
