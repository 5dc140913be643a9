import { REPORT_MSG, SALE_STATE_FILTER, type Client } from '@lactea/contracts';
import { DateFilter } from '../../components/list/DateFilter';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PickerField } from '../../components/pickers/PickerField';
import { clientSource } from '../../components/pickers/pickerSources';
import { fetchSalesToClient, REPORT_PATHS } from './reportsApi';
import { businessToday } from '../../lib/shopTime';
import { SaleListReport } from './SaleListReport';
import { PaymentFilter } from './SaleParts';

interface Draft {
  enabled: 0 | 1 | 2;
  type_pay: number;
  client: { id: number; name: string };
  date_from: string;
  date_to: string;
}
const fresh = (): Draft => ({ enabled: 2, type_pay: -1, client: { id: 0, name: '' }, date_from: businessToday(), date_to: businessToday() });
const STATES = ([2, 1, 0] as const).map((value) => ({ value, label: SALE_STATE_FILTER[value] }));

/** /sales-client — Ventas Cliente: state, payment type, the client (required), dates. */
export default function SalesClientPage() {
  return (
    <SaleListReport<Draft>
      title="VENTAS CLIENTE"
      label="Ventas por cliente"
      path={REPORT_PATHS.client}
      exportName="ventas-cliente"
      fetchPage={fetchSalesToClient}
      fresh={fresh}
      // Until a client is chosen the list asks for client 0: the server answers 'Elija un cliente',
      // so the screen starts by showing the search rather than everybody's sales.
      applied={(d) => ({ enabled: d.enabled, type_pay: d.type_pay, fk_client: d.client.id, date_from: d.date_from, date_to: d.date_to })}
      refuse={(d) => (d.client.id === 0 ? REPORT_MSG.chooseClient : null)}
      filters={(d, change) => (
        <>
          <PickerField
            source={clientSource}
            label="Cliente"
            text={d.client.name}
            selectedId={d.client.id}
            onChange={(c: Client) => change({ client: { id: c.id, name: c.business_name } })}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <OptionFilter label="Estado" value={d.enabled} options={STATES} onChange={(enabled) => change({ enabled })} />
          <PaymentFilter value={d.type_pay} onChange={(type_pay) => change({ type_pay })} />
          <DateFilter label="Fecha Inicio" value={d.date_from} onChange={(date_from) => change({ date_from })} />
          <DateFilter label="Fecha Final" value={d.date_to} onChange={(date_to) => change({ date_to })} />
        </>
      )}
    />
  );
}
