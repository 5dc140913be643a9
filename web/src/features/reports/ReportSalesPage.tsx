import { useState } from 'react';
import Button from '@mui/material/Button';
import PercentIcon from '@mui/icons-material/Percent';
import type { GainSummary } from '@lactea/contracts';
import { DateFilter } from '../../components/list/DateFilter';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Query } from '../../lib/api';
import { fetchGain, fetchSalesReport, REPORT_PATHS } from './reportsApi';
import { businessToday } from '../../lib/shopTime';
import { SaleListReport } from './SaleListReport';
import { GainDialog, PaymentFilter, UserFilter } from './SaleParts';

interface Draft {
  type_pay: number;
  fk_user: number;
  date_from: string;
  date_to: string;
}
const fresh = (): Draft => ({ type_pay: -1, fk_user: 0, date_from: businessToday(), date_to: businessToday() });

function GainButton({ filters }: { filters: Query }) {
  const dialogs = useDialogs();
  const [gain, setGain] = useState<GainSummary | null>(null);
  const open = async () => {
    try {
      const { page: _page, ...rest } = filters;
      setGain(await fetchGain(rest));
    } catch (error) {
      await dialogs.showError(error);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<PercentIcon />} onClick={() => void open()}>
        Margen de ganancia
      </Button>
      <GainDialog gain={gain} onClose={() => setGain(null)} />
    </>
  );
}

/** /report-sales — REPORTE VENTAS: payment type, user, dates (today). */
export default function ReportSalesPage() {
  return (
    <SaleListReport<Draft>
      title="REPORTE VENTAS"
      label="Reporte de ventas"
      path={REPORT_PATHS.report}
      exportName="reporte-ventas"
      fetchPage={fetchSalesReport}
      fresh={fresh}
      applied={(d) => ({ ...d })}
      extra={(f) => <GainButton filters={f} />}
      filters={(d, change) => (
        <>
          <PaymentFilter value={d.type_pay} onChange={(type_pay) => change({ type_pay })} />
          <UserFilter value={d.fk_user} onChange={(fk_user) => change({ fk_user })} />
          <DateFilter label="Fecha Inicio" value={d.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={d.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      )}
    />
  );
}
