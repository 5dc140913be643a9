import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Presentation, PresentationFields, Product } from '@lactea/contracts';
import { useMasterDataFlow } from '../../components/flow/useMasterDataFlow';
import type { Column } from '../../components/list/DataTable';
import { numberColumn, stateColumn } from '../../components/list/columns';
import { RegisterButton } from '../../components/list/ListHeader';
import { PagedListView } from '../../components/list/PagedListView';
import { useFullList } from '../../components/list/useFullList';
import { formatAmount } from '../../lib/format';
import { PresentationForm } from './PresentationForm';
import { addPresentation, changePresentationState, editPresentation, listPresentations } from './presentationsApi';

export const BACK_TO_PRODUCTS = 'Volver a productos';

const columns: Column<Presentation>[] = [
  numberColumn<Presentation>(),
  { id: 'name', header: 'Nombre', cell: (row) => row.name },
  { id: 'units', header: 'Unidades', cell: (row) => row.units, align: 'right' },
  { id: 'barcode', header: 'Código de barra', cell: (row) => row.barcode, nowrap: true },
  { id: 'price', header: 'Precio Bs.', cell: (row) => formatAmount(row.price), align: 'right', nowrap: true },
  stateColumn<Presentation>(),
];

/**
 * PRESENTACIONES of one product (a pane of PRODUCTOS, opened from the product's row): its crates
 * and packs, each with its units, barcode and price; register, edit and enable/disable as every
 * master-data list. Stock stays in the product's unit.
 */
export function PresentationsPane({ product, onBack }: { product: Product; onBack: () => void }) {
  const list = useFullList<Presentation>({ key: `presentations-${product.id}`, fetchAll: (signal) => listPresentations(product.id, signal) });
  const flow = useMasterDataFlow<Presentation, PresentationFields>({
    entity: 'presentación',
    article: 'la',
    list,
    nameOf: (item) => item.name,
    changeState: changePresentationState,
    add: (values) => addPresentation({ ...values, product_id: product.id }),
    update: editPresentation,
  });

  if (flow.pane.mode !== 'list') return <PresentationForm editing={flow.editing} onBack={flow.backToList} onSave={flow.save} />;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Tooltip title={BACK_TO_PRODUCTS}>
          <IconButton aria-label={BACK_TO_PRODUCTS} onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {`${product.code} · ${product.product}`}
        </Typography>
      </Box>
      <PagedListView
        title="PRESENTACIONES"
        label="Presentaciones"
        list={list}
        columns={columns}
        headerActions={<RegisterButton onClick={flow.openRegister} />}
        actions={(row) => flow.rowActions(row)}
      />
    </>
  );
}
