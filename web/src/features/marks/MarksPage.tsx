import type { CreateMarkBody, Mark } from '@lactea/contracts';
import { MasterDataListView } from '../../components/flow/MasterDataListView';
import { usePagedMasterData } from '../../components/flow/usePagedMasterData';
import { searchedColumn } from '../../components/list/columns';
import type { Column } from '../../components/list/DataTable';
import { MarkForm } from './MarkForm';
import { addMark, changeMarkState, listMarks, updateMark } from './marksApi';

/** MARCAS: paged list with search and state filter, register/edit form, enable/disable. */
export default function MarksPage() {
  const { list, flow } = usePagedMasterData<Mark, CreateMarkBody>({
    key: 'marks',
    fetchPage: listMarks,
    entity: 'marca',
    article: 'la',
    nameOf: (item) => item.mark,
    changeState: changeMarkState,
    add: addMark,
    update: updateMark,
  });

  const columns: Column<Mark>[] = [searchedColumn('mark', 'Marca', list.filters.search)];

  if (flow.pane.mode !== 'list') {
    return <MarkForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  }
  return <MasterDataListView title="MARCAS" label="Marcas" list={list} flow={flow} columns={columns} />;
}
