import type { Client } from '@lactea/contracts';
import { DateFilter } from '../../components/list/DateFilter';
import { PickerField } from '../../components/pickers/PickerField';
import { clientSource } from '../../components/pickers/pickerSources';
import { fetchCanceledSales, REPORT_PATHS } from './reportsApi';
import { businessToday } from '../../lib/shopTime';
import { SaleListReport } from './SaleListReport';
import { UserFilter } from './SaleParts';

interface Draft {
  client: { id: number; name: string };
  fk_user: number;
  date_from: string;
  date_to: string;
}
const ALL: Client = { id: 0, business_name: 'Todos', ci_nit: '' } as Client;
const fresh = (): Draft => ({ client: { id: 0, name: 'Todos' }, fk_user: 0, date_from: businessToday(), date_to: businessToday() });

/** /canceled-sales — Ventas Anuladas: client, user, dates (today). */
export default function CanceledSalesPage() {
  return (
    <SaleListReport<Draft>
      title="VENTAS ANULADAS"
      label="Ventas anuladas"
      path={REPORT_PATHS.canceled}
      exportName="ventas-anuladas"
      fetchPage={fetchCanceledSales}
      fresh={fresh}
      applied={(d) => ({ fk_client: d.client.id, fk_user: d.fk_user, date_from: d.date_from, date_to: d.date_to })}
      filters={(d, change) => (
        <>
          <PickerField
            source={clientSource}
            label="Cliente"
            text={d.client.name}
            selectedId={d.client.id}
            allEntry={ALL}
            onChange={(c: Client) => change({ client: { id: c.id, name: c.business_name } })}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <UserFilter value={d.fk_user} onChange={(fk_user) => change({ fk_user })} />
          <DateFilter label="Fecha Inicio" value={d.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={d.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      )}
    />
  );
}
