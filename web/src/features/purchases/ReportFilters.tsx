import { useQuery } from '@tanstack/react-query';
import { CANCELLED_FILTER, userList, type PurchaseProductChoice, type PurchaseProviderChoice } from '@lactea/contracts';
import { OptionFilter } from '../../components/list/OptionFilter';
import { PickerField } from '../../components/pickers/PickerField';
import { api } from '../../lib/api';
import { ALL_PRODUCTS, ALL_PROVIDERS, purchaseProductSource, reportProviderSource } from './purchasesApi';

/** A report's filters as typed on screen (applied with 'Buscar'). Names: 0 = Todos. */
export interface ReportDraft {
  date_from: string;
  date_to: string;
  cancelled: 0 | 1 | 2;
  provider: { id: number; name: string };
  product: { id: number; name: string };
  fk_user: number;
}

export { DateFilter } from '../../components/list/DateFilter';

export function ProviderFilter({ value, onChange }: { value: ReportDraft['provider']; onChange: (v: ReportDraft['provider']) => void }) {
  return (
    <PickerField
      source={reportProviderSource}
      label="Proveedor"
      text={value.name}
      selectedId={value.id}
      allEntry={ALL_PROVIDERS}
      onChange={(p: PurchaseProviderChoice) => onChange({ id: p.id, name: p.provider })}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}

export function ProductFilter({ value, onChange }: { value: ReportDraft['product']; onChange: (v: ReportDraft['product']) => void }) {
  return (
    <PickerField
      source={purchaseProductSource}
      label="Producto"
      text={value.name}
      selectedId={value.id}
      allEntry={ALL_PRODUCTS}
      onChange={(p: PurchaseProductChoice) => onChange({ id: p.id, name: p.product })}
      sx={{ width: { xs: '100%', sm: 240 } }}
    />
  );
}

const CANCELLED_OPTIONS = ([1, 2, 0] as const).map((value) => ({ value, label: CANCELLED_FILTER[value] }));

export function CancelledFilter({ value, onChange }: { value: 0 | 1 | 2; onChange: (v: 0 | 1 | 2) => void }) {
  return <OptionFilter label="Cancelado" value={value} options={CANCELLED_OPTIONS} onChange={onChange} />;
}

/** 'Usuario': Todos plus the user list (fetched beside the report). */
export function UserFilter({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const users = useQuery({ queryKey: ['purchase-report-users'], queryFn: async ({ signal }) => userList.parse(await api.get<unknown>('user/list', undefined, signal)) });
  const options = [{ value: 0, label: 'Todos' }, ...(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))];
  return <OptionFilter label="Usuario" value={value} options={options} onChange={onChange} />;
}
