import Chip from '@mui/material/Chip';
import { PAYMENT_CODES, type CreateTypePaymentBody, type TypePayment } from '@lactea/contracts';
import { refOf, useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { numberColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { EditButton } from '../../components/list/RowActions';
import { useFullList } from '../../components/list/useFullList';
import { TypePaymentForm } from './TypePaymentForm';
import { addTypePayment, editTypePayment, listTypePayments } from './typePaymentsApi';

const columns: Column<TypePayment>[] = [
  numberColumn<TypePayment>(),
  { id: 'type_pay', header: 'Tipo Pago', cell: (row) => row.type_pay },
  {
    id: 'is_cash',
    header: 'Efectivo',
    cell: (row) => <Chip size="small" label={row.is_cash === 1 ? 'SI' : 'NO'} color={row.is_cash === 1 ? 'success' : 'default'} variant="outlined" />,
  },
  { id: 'code', header: 'Se registra como', cell: (row) => PAYMENT_CODES[row.code] },
];

/** TIPO PAGOS: the payment types (a handful, unpaged), register and edit; they have no enable/disable call. */
export default function TypePaymentsPage() {
  const list = useFullList<TypePayment>({ key: 'type-payments', fetchAll: listTypePayments });
  const flow = useMasterDataFlow<TypePayment, CreateTypePaymentBody>({
    entity: 'tipo de pago',
    article: 'el',
    list,
    nameOf: (item) => item.type_pay,
    // Payment types have no change-state call; the flow's toggle is never shown.
    changeState: () => Promise.reject(new Error('Los tipos de pago no se habilitan ni inhabilitan')),
    add: addTypePayment,
  });

  if (flow.pane.mode !== 'list') {
    const editing = flow.editing;
    const save = (values: CreateTypePaymentBody) =>
      // An edit sends the whole row, the code too (decision 0022: null = QR/otro).
      editing ? flow.edit(values.type_pay, () => editTypePayment({ ...values, code: values.code ?? null, ...refOf(editing) })) : flow.save(values);
    return <TypePaymentForm editing={editing} onBack={flow.backToList} onSave={save} />;
  }
  return (
    <PagedListView
      title="TIPO PAGOS"
      label="Tipos de pago"
      list={list}
      columns={columns}
      headerActions={<RegisterButton onClick={flow.openRegister} />}
      actions={(row) => <EditButton tooltip="Editar tipo de pago" onClick={() => void flow.open('edit', row)} />}
    />
  );
}
