import { useState } from 'react';
import type { CreateProviderProductBody, Provider, ProviderProduct } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, stateColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { EditButton, StateToggleButton } from '../../components/list/RowActions';
import { StateFilter } from '../../components/list/StateFilter';
import { usePagedList } from '../../components/list/usePagedList';
import { ProductField } from '../../components/pickers/ProductField';
import { PickerField } from '../../components/pickers/PickerField';
import { providerSource } from '../../components/pickers/pickerSources';
import { ProviderProductForm } from './ProviderProductForm';
import { addProviderProduct, changeProviderProductState, listProviderProducts, updateProviderProduct, type ProviderProductFilters } from './providerProductsApi';

const ALL_PROVIDERS = { id: 0, provider: 'Todos', description: '', enabled: 1, version: 1 } as Provider;

/**
 * PROVEEDOR - PROD.: which provider sells which product. Filters: status (Todos by default),
 * provider and product pickers; register, edit, enable/disable.
 */
export default function ProviderProductsPage() {
  const dialogs = useDialogs();
  const [pane, setPane] = useState<{ mode: 'list' } | { mode: 'form'; editing: ProviderProduct | null }>({ mode: 'list' });
  const [names, setNames] = useState({ provider: 'Todos', product: 'Todos' });
  const list = usePagedList<ProviderProduct, ProviderProductFilters>({
    key: 'provider-products',
    fetchPage: listProviderProducts,
    initialFilters: { enabled: 2, provider_id: 0, product_id: 0 },
  });
  const entityName = (r: { provider: string; product: { product: string } }) => `${r.product.product} - ${r.provider}`;

  const save = (editing: ProviderProduct | null) => async (values: CreateProviderProductBody) =>
    dialogs.runOperation<ProviderProduct>({
      confirm: [editing ? '¿Está seguro de editar la asignación?' : '¿Está seguro de registrar la asignación?'],
      action: () => (editing ? updateProviderProduct({ ...values, id: editing.id, version: editing.version }) : addProviderProduct(values)),
      success: editing ? 'Se editó correctamente' : 'Se registró correctamente',
      onDone: (row) => {
        if (editing) list.mergeRow(row);
        else list.prependRow(row);
        setPane({ mode: 'list' });
      },
    });

  const toggle = (row: ProviderProduct) =>
    void dialogs.runOperation({
      confirm: [`¿Está seguro(a) de ${row.enabled ? 'inhabilitar' : 'habilitar'} la asignación ${entityName(row)}?`],
      action: () => changeProviderProductState(row),
      success: (a) => (a.enabled ? 'Se habilitó la asignación' : 'Se inhabilitó la asignación'),
      onDone: (a) => list.patchRow(row.id, { enabled: a.enabled, ...(a.version === undefined ? {} : { version: a.version }) }),
      onError: () => list.refresh(),
    });

  if (pane.mode === 'form') {
    return <ProviderProductForm editing={pane.editing} onBack={() => setPane({ mode: 'list' })} onSave={save(pane.editing)} />;
  }
  const columns: Column<ProviderProduct>[] = [
    numberColumn(list.rowNumber),
    { id: 'provider', header: 'Proveedor', cell: (r) => r.provider },
    { id: 'product', header: 'Producto', cell: (r) => r.product.product },
    { id: 'code', header: 'Código', nowrap: true, cell: (r) => r.product.code },
    stateColumn(),
  ];
  return (
    <PagedListView
      title="PROVEEDOR - PROD."
      label="Asignaciones proveedor - producto"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={() => setPane({ mode: 'form', editing: null })} />}
      actions={(row) => (
        <>
          <EditButton onClick={() => setPane({ mode: 'form', editing: row })} />
          <StateToggleButton enabled={row.enabled} entity="asignación" onClick={() => toggle(row)} />
        </>
      )}
      filters={
        <>
          <StateFilter value={list.filters.enabled} onChange={(enabled) => list.setFilters({ enabled })} />
          <PickerField
            source={providerSource}
            label="Proveedor"
            text={names.provider}
            selectedId={list.filters.provider_id}
            allEntry={ALL_PROVIDERS}
            onChange={(p) => {
              setNames((n) => ({ ...n, provider: p.provider }));
              list.setFilters({ provider_id: p.id });
            }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          <ProductField
            includeAll
            value={{ id: list.filters.product_id, product: names.product }}
            onChange={(p) => {
              setNames((n) => ({ ...n, product: p.product }));
              list.setFilters({ product_id: p.id });
            }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
        </>
      }
    />
  );
}
