import { useState } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { CreatePriceListBody, PriceList } from '@lactea/contracts';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import { searchedColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { ActionButton } from '../../components/list/RowActions';
import { PriceListForm } from './PriceListForm';
import { PricesView } from './PricesView';
import { addPriceList, changePriceListState, editPriceList, listPriceLists } from './priceListsApi';

/** LISTAS DE PRECIOS: paged list with search and state filter, register/edit, enable/disable, and each list's prices. */
export default function PriceListsPage() {
  const { list, flow } = usePagedMasterData<PriceList, CreatePriceListBody>({
    key: 'price-lists',
    fetchPage: listPriceLists,
    entity: 'lista de precios',
    article: 'la',
    nameOf: (item) => item.name,
    changeState: changePriceListState,
    add: addPriceList,
    update: editPriceList,
  });
  const [pricesOf, setPricesOf] = useState<PriceList | null>(null);
  const columns: Column<PriceList>[] = [searchedColumn('name', 'Nombre', list.filters.search)];

  if (pricesOf) return <PricesView priceList={pricesOf} onBack={() => setPricesOf(null)} />;
  if (flow.pane.mode !== 'list') return <PriceListForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  return (
    <MasterDataListView
      title="LISTAS DE PRECIOS"
      label="Listas de precios"
      list={list}
      flow={flow}
      columns={columns}
      moreActions={(row) => (
        <ActionButton label={`Precios de ${row.name}`} tooltip="Precios" color="secondary" icon={<RequestQuoteIcon fontSize="small" />} onClick={() => setPricesOf(row)} />
      )}
    />
  );
}
