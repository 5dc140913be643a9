import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import BlockIcon from '@mui/icons-material/Block';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PURCHASE_MSG, type Purchase } from '@lactea/contracts';
import { useDialogs } from '../../components/dialogs/dialogsContext';
import { useProviderReturn } from '../../components/returns/ProviderReturnDialog';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { ActionButton } from '../../components/list/RowActions';
import { usePagedList } from '../../components/list/usePagedList';
import { formatMoney } from '../../lib/format';
import { STOCK_KEY_PREFIX } from '../../lib/queryKeys';
import { purchaseColumns } from './purchaseColumns';
import { PurchaseInfo } from './PurchaseInfo';
import { PurchaseRegister } from './PurchaseRegister';
import { annulPurchase, listPurchases, type PurchaseFilters } from './purchasesApi';

const listRegistered = listPurchases('register');

/**
 * COMPRAS (n): three tabs — 0 the list of enabled purchases, newest first, with view,
 * edit and annul; 1 register (or edit the header of) a purchase; 2 a purchase's detail, each line
 * with 'Devolver al proveedor'.
 */
export default function PurchasesPage() {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState(0);
  const [editing, setEditing] = useState<Purchase | null>(null);
  const [shown, setShown] = useState<Purchase | null>(null);
  const list = usePagedList<Purchase, Pick<PurchaseFilters, 'cancelled'>>({
    key: 'purchases',
    fetchPage: listRegistered,
    initialFilters: { cancelled: 2 },
  });

  const openRegister = (purchase: Purchase | null) => {
    setEditing(purchase);
    setTab(1);
  };
  // A return changes no purchase row: the lots' lists are what it makes stale.
  const providerReturn = useProviderReturn(() => void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(STOCK_KEY_PREFIX) }));
  const annul = (p: Purchase) =>
    void dialogs.runOperation({
      confirm: [PURCHASE_MSG.confirmAnnul, `Proveedor: ${p.provider.provider}`, `Total: ${formatMoney(p.total_purchase)}`],
      action: () => annulPurchase({ id: p.id, version: p.version }),
      success: PURCHASE_MSG.annulled,
      onDone: () => list.removeRow(p.id),
      onError: () => list.refresh(),
    });

  return (
    <>
      <Tabs value={tab} onChange={(_, v: number) => (v === 1 ? openRegister(null) : setTab(v))} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab label="Lista" />
        <Tab label={editing ? 'Editar' : 'Registrar'} />
        <Tab label="Detalle" disabled={!shown} />
      </Tabs>
      {tab === 0 && (
        <PagedListView
          title="COMPRAS"
          label="Compras"
          list={list}
          columns={purchaseColumns(list.rowNumber)}
          headerActions={<RegisterButton onClick={() => openRegister(null)} />}
          actions={(p) => (
            <>
              <ActionButton label="Ver compra" icon={<VisibilityIcon fontSize="small" />} onClick={() => (setShown(p), setTab(2))} />
              <ActionButton label="Editar compra" icon={<EditIcon fontSize="small" />} onClick={() => openRegister(p)} />
              <ActionButton label="Anular compra" color="error" icon={<BlockIcon fontSize="small" />} onClick={() => annul(p)} />
            </>
          )}
        />
      )}
      {tab === 1 && (
        <PurchaseRegister
          key={editing?.id ?? 'new'}
          editing={editing}
          onBack={() => setTab(0)}
          onSaved={(saved, mode) => {
            if (mode === 'register') list.prependRow(saved);
            else list.mergeRow(saved);
            setEditing(null);
            setShown(saved);
            setTab(0);
          }}
        />
      )}
      {tab === 2 && shown && (
        <PurchaseInfo
          purchase={shown}
          onBack={() => setTab(0)}
          onReturnLine={(l) => providerReturn.openReturn({ lotId: l.pivot.fk_lot!, product: l.product, unit: l.unit === 'kg' ? 'kg' : 'unidad' })}
        />
      )}
      {providerReturn.dialogs}
    </>
  );
}
