import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PaidIcon from '@mui/icons-material/Paid';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { cancelledSaleAnswer, CASH_MSG, debtPage, debtPaymentAnswer, typePaymentList, type Client, type DebtPage, type Sale, type TypePayment } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { numberColumn, userColumn } from '../../components/list/columns';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { PickerField } from '../../components/pickers/PickerField';
import { clientSource } from '../../components/pickers/pickerSources';
import { api } from '../../lib/api';
import { useSubmissionKey } from '../../lib/idempotencyKey';
import { formatAmount, formatDate, formatMoney } from '../../lib/format';
import { balanceCents, CollectDialog, collectQuestion } from './CollectDialog';
import { DebtPayments, debtStateKey } from './DebtPayments';
import { SaleLines } from './SaleLines';
import { usePaymentReceipt } from './paymentReceipt';

interface Filters {
  id_client: number;
}
const fetchDebts = async (params: Filters & { page: number }, signal: AbortSignal): Promise<DebtPage> =>
  debtPage.parse(await api.get<unknown>('sale/debt-collection', { ...params }, signal));
const ALL_CLIENTS: Client = { id: 0, business_name: 'Todos', ci_nit: '', gloss: null, credit_limit: null, overdue_days: null, fk_price_list: null, price_list: null, enabled: 1, version: 1 };

/**
 * /cancelled-sales COBRO DEUDAS: credit sales awaiting collection, by client; 'Expresado en Bs.',
 * Total Venta and Cantidad of the whole filter; a detail tab; collecting asks for a payment type.
 */
export default function DebtsPage() {
  const dialogs = useDialogs();
  const [client, setClient] = useState<Client>(ALL_CLIENTS);
  const [detail, setDetail] = useState<Sale | null>(null);
  const [collecting, setCollecting] = useState<Sale | null>(null);
  const list = usePagedList<Sale, Filters, DebtPage>({ key: 'debts', fetchPage: fetchDebts, initialFilters: { id_client: 0 } });
  const types = useQuery({ queryKey: ['type-payments'], queryFn: async ({ signal }) => typePaymentList.parse(await api.get<unknown>('type-payment/list', undefined, signal)) });

  // One Idempotency-Key per debt being collected: collecting the same sale again after a lost
  // answer reuses it and gets the first answer; another sale gets a new one.
  const submission = useSubmissionKey();
  const keyedSale = useRef(0);
  const queryClient = useQueryClient();
  const { printPayment, printArea } = usePaymentReceipt();
  /**
   * The whole balance: 'Cobrar' (sale/cancelled-sale, 'Se dio por cancelada la venta');
   * a part of it: a payment (sale/debt-payment) that leaves the debt open with its new balance.
   */
  const collect = (sale: Sale, type: TypePayment, amountCents: number) => {
    setCollecting(null);
    if (keyedSale.current !== sale.id) submission.renew();
    keyedSale.current = sale.id;
    const whole = amountCents === balanceCents(sale);
    const headers = { 'Idempotency-Key': submission.get() };
    void dialogs.runOperation({
      confirm: [
        collectQuestion(sale, type.type_pay, amountCents),
      ],
      action: async () =>
        whole
          ? { collected: true as const, answer: cancelledSaleAnswer.parse(await api.put<unknown>('sale/cancelled-sale', { id: sale.id, id_type_payment: type.id, type_pay: type.code }, headers)) }
          : { collected: false as const, answer: debtPaymentAnswer.parse(await api.post<unknown>('sale/debt-payment', { id_sale: sale.id, amount: amountCents / 100, id_type_payment: type.id }, headers)) },
      success: (r) => (r.collected ? CASH_MSG.collected : CASH_MSG.paid(amountCents / 100, r.answer.balance)),
      onDone: (r) => {
        // The customer's receipt, printed as the till prints a sale's (a sale of Bs. 0 has no payment).
        if (r.answer.payment) printPayment(sale, r.answer.payment);
        submission.renew();
        void queryClient.invalidateQueries({ queryKey: debtStateKey(sale.id) });
        if (r.collected) {
          list.removeRow(sale.id);
          setDetail(null);
        } else if (detail?.id === sale.id) setDetail({ ...sale, debt_paid: r.answer.paid });
        list.refresh();
      },
      onError: (error) => {
        submission.renewAfterConflict(error);
        list.refresh();
      },
    });
  };

  const collectDialog = <CollectDialog key={collecting?.id ?? 0} sale={collecting} types={types.data ?? []} onClose={() => setCollecting(null)} onCollect={collect} />;
  if (detail) {
    return (
      <Box>
        <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => setDetail(null)}>
            Volver a la lista
          </Button>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 700 }}>
            Venta N° {detail.id} · {detail.client?.business_name}
          </Typography>
          <Button variant="contained" startIcon={<PaidIcon />} onClick={() => setCollecting(detail)}>
            Cobrar
          </Button>
        </Box>
        <Typography sx={{ mb: 1 }}>
          Fecha: {formatDate(detail.date)} {detail.hour}
        </Typography>
        <DebtPayments saleId={detail.id} onPrint={(payment) => printPayment(detail, payment)} />
        <SaleLines sale={detail} />
        {collectDialog}
        {printArea}
      </Box>
    );
  }
  return (
    <>
      <PagedListView
        title="COBRO DEUDAS"
        label="Deudas por cobrar"
        list={list}
        filters={
          <>
            <PickerField
              source={clientSource}
              label="Cliente"
              text={client.business_name}
              selectedId={client.id}
              allEntry={ALL_CLIENTS}
              onChange={(c) => {
                setClient(c);
                list.setFilters({ id_client: c.id });
              }}
              sx={{ width: 260 }}
            />
            <Typography sx={{ fontWeight: 700, alignSelf: 'center' }} aria-live="polite">
              Expresado en Bs. · Total Venta: {formatMoney(list.answer?.total_sale ?? 0)} · Saldo: {formatMoney(list.answer?.total_balance ?? 0)} · Cantidad:{' '}
              {list.answer?.total ?? 0}
            </Typography>
          </>
        }
        columns={[
          numberColumn(list.rowNumber),
          { id: 'sale', header: 'Venta N°', cell: (s) => s.id, nowrap: true },
          { id: 'date', header: 'Fecha', cell: (s) => formatDate(s.date), nowrap: true },
          { id: 'client', header: 'Cliente', cell: (s) => s.client?.business_name ?? '' },
          { id: 'total', header: 'Total Venta', cell: (s) => formatAmount(s.total_sale), align: 'right', nowrap: true },
          { id: 'paid', header: 'Cobrado', cell: (s) => formatAmount(s.debt_paid), align: 'right', nowrap: true },
          { id: 'balance', header: 'Saldo', cell: (s) => formatAmount(balanceCents(s) / 100), align: 'right', nowrap: true },
          userColumn<Sale>((s) => s.user.name),
        ]}
        actions={(s) => (
          <>
            <ActionButton label={`Ver detalle de la venta ${s.id}`} tooltip="Detalle" icon={<VisibilityIcon fontSize="small" />} onClick={() => setDetail(s)} />
            <ActionButton label={`Cobrar la venta ${s.id}`} tooltip="Cobrar" color="success" icon={<PaidIcon fontSize="small" />} onClick={() => setCollecting(s)} />
          </>
        )}
      />
      {collectDialog}
      {printArea}
    </>
  );
}
