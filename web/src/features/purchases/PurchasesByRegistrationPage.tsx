import { PurchaseListReport } from './PurchaseListReport';

/** COMPRAS by registration date (purchases-by-registration). */
export default function PurchasesByRegistrationPage() {
  return <PurchaseListReport kind="register" title="COMPRAS" label="Compras por registro" dateLabels={['Registro Inicio', 'Registro Final']} exportName="compras-por-registro" />;
}
