import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { CreateMarkBody, Mark } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import type { Column } from '../../components/list/DataTable';
import { Highlight } from '../../components/list/Highlight';
import { PagedListView } from '../../components/list/PagedListView';
import { EditButton, StateToggleButton } from '../../components/list/RowActions';
import { SearchField } from '../../components/list/SearchField';
import { StateChip } from '../../components/list/StateChip';
import { StateFilter } from '../../components/list/StateFilter';
import { usePagedList } from '../../components/list/usePagedList';
import { scrollToTop } from '../../lib/scroll';
import { MarkForm } from './MarkForm';
import { addMark, changeMarkState, listMarks, updateMark, type MarkFilters } from './marksApi';

type Pane = { kind: 'list' } | { kind: 'form'; editing: Mark | null };

/** MARCAS: paged list with search and state filter, register/edit form, enable/disable (spec 01). */
export default function MarksPage() {
  const dialogs = useDialogs();
  const [pane, setPane] = useState<Pane>({ kind: 'list' });
  const list = usePagedList<Mark, MarkFilters>({
    key: 'marks',
    fetchPage: listMarks,
    initialFilters: { search: '', enabled: 2 },
  });
  const search = list.filters.search;

  const columns: Column<Mark>[] = [
    { id: 'n', header: 'N°', cell: (_row, index) => list.rowNumber(index), width: 72 },
    { id: 'mark', header: 'Marca', cell: (row) => <Highlight text={row.mark} query={search} /> },
    { id: 'enabled', header: 'Estado', cell: (row) => <StateChip enabled={row.enabled} />, width: 140 },
  ];

  const openEdit = async (mark: Mark) => {
    await scrollToTop(); // the spec scrolls up before showing the edit form
    setPane({ kind: 'form', editing: mark });
  };
  const backToList = () => setPane({ kind: 'list' });

  const save = (editing: Mark | null) => (values: CreateMarkBody) =>
    editing
      ? dialogs.runOperation({
          confirm: [`¿Está seguro de editar la marca ${values.mark}?`],
          action: () => updateMark({ id: editing.id, mark: values.mark }),
          success: 'Se editó la marca',
          onDone: (row) => {
            list.mergeRow(row);
            backToList();
          },
        })
      : dialogs.runOperation({
          confirm: [`¿Está seguro de registrar la marca ${values.mark}?`],
          action: () => addMark(values),
          success: 'Se registró la marca',
          onDone: (row) => {
            list.prependRow(row);
            backToList();
          },
        });

  const toggleState = (mark: Mark) => {
    const verb = mark.enabled === 1 ? 'inhabilitar' : 'habilitar';
    void dialogs.runOperation({
      confirm: [`¿Está seguro(a) de ${verb} la marca ${mark.mark}?`],
      action: () => changeMarkState(mark.id),
      success: (answer) => (answer.enabled === 1 ? 'Se habilitó la marca' : 'Se inhabilitó la marca'),
      onDone: (answer) => list.patchRow(mark.id, { enabled: answer.enabled }),
    });
  };

  if (pane.kind === 'form') {
    return <MarkForm editing={pane.editing} onBack={backToList} onSave={save(pane.editing)} />;
  }

  return (
    <PagedListView
      title="MARCAS"
      label="Marcas"
      list={list}
      columns={columns}
      headerActions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPane({ kind: 'form', editing: null })}>
          Registrar
        </Button>
      }
      filters={
        <>
          <SearchField value={search} onSearch={(text) => list.setFilters({ search: text })} />
          <StateFilter value={list.filters.enabled} onChange={(enabled) => list.setFilters({ enabled })} />
        </>
      }
      actions={(row) => (
        <>
          <EditButton tooltip="Editar marca" onClick={() => void openEdit(row)} />
          <StateToggleButton entity="marca" enabled={row.enabled} onClick={() => toggleState(row)} />
        </>
      )}
    />
  );
}
