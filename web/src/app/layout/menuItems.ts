import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import CancelIcon from '@mui/icons-material/Cancel';
import CategoryIcon from '@mui/icons-material/Category';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import RedeemIcon from '@mui/icons-material/Redeem';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SavingsIcon from '@mui/icons-material/Savings';
import SellIcon from '@mui/icons-material/Sell';
import SettingsIcon from '@mui/icons-material/Settings';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TodayIcon from '@mui/icons-material/Today';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import RouteIcon from '@mui/icons-material/Route';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { Category } from '@lactea/contracts';
import { accessOf, mayOpen } from '../routeAccess';

type SvgIconComponent = typeof SvgIcon;

export interface MenuEntry {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Other routes that belong to the entry (the mobile till, another product's near-expiry list). */
  also?: string[];
}

export interface MenuGroup {
  label: string;
  icon: SvgIconComponent;
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    label: 'Registros',
    icon: FolderCopyIcon,
    entries: [
      { label: 'Marcas', path: '/marks', icon: LocalOfferIcon },
      { label: 'Usuarios', path: '/users', icon: PeopleIcon },
      { label: 'Proveedores', path: '/providers', icon: LocalShippingIcon },
      { label: 'Clientes', path: '/clients', icon: BadgeIcon },
      { label: 'Productos', path: '/products', icon: Inventory2Icon },
      { label: 'Proveedor - Prod.', path: '/provider-products', icon: LinkIcon },
      { label: 'Auditoría', path: '/audit', icon: ManageSearchIcon },
    ],
  },
  {
    label: 'Inventario',
    icon: WarehouseIcon,
    entries: [
      { label: 'Inventario', path: '/inventory', icon: WarehouseIcon },
      { label: 'Lotes', path: '/lots', icon: ViewModuleIcon },
      { label: 'Lotes Baja', path: '/low-lots', icon: RemoveCircleIcon },
      { label: 'Lotes Expirados', path: '/expired-lots', icon: EventBusyIcon },
      { label: 'Lotes por Expirar', path: '/lots-near-expired/0', also: ['/lots-near-expired'], icon: HourglassBottomIcon },
    ],
  },
  {
    label: 'Ventas',
    icon: StorefrontIcon,
    entries: [
      { label: 'Vender', path: '/sales', also: ['/sale-mobile'], icon: PointOfSaleIcon },
      { label: 'Ventas Día', path: '/sales-day', icon: TodayIcon },
      { label: 'Cobro Deudas', path: '/cancelled-sales', icon: RequestQuoteIcon },
      { label: 'Reporte Ventas', path: '/report-sales', icon: AssessmentIcon },
      { label: 'Ventas Cliente', path: '/sales-client', icon: PersonSearchIcon },
      { label: 'Ventas Anuladas', path: '/canceled-sales', icon: CancelIcon },
      { label: 'Devoluciones', path: '/returns-report', icon: AssignmentReturnIcon },
      { label: 'Facturas', path: '/invoices', icon: SummarizeIcon },
      { label: 'Productos Vendidos', path: '/products-sales', icon: ShoppingBasketIcon },
      { label: 'Ventas Marcas', path: '/sales-marks', icon: SellIcon },
      { label: 'Descuentos', path: '/product-discounts', icon: PercentIcon },
      { label: 'Promociones', path: '/promotions', icon: RedeemIcon },
    ],
  },
  {
    label: 'Compras',
    icon: ShoppingCartIcon,
    entries: [
      { label: 'Compras', path: '/purchases', icon: ShoppingCartIcon },
      { label: 'Compras por Registro', path: '/purchases-by-registration', icon: EventNoteIcon },
      { label: 'Reporte Compras', path: '/report-purchases', icon: SummarizeIcon },
      { label: 'Compras Canceladas', path: '/canceled-purchases', icon: RemoveShoppingCartIcon },
      { label: 'Compras por Producto', path: '/purchases-by-products', icon: ListAltIcon },
    ],
  },
  {
    label: 'Gastos',
    icon: PaymentsIcon,
    entries: [
      { label: 'Tipo Gastos', path: '/type-expenses', icon: CategoryIcon },
      { label: 'Gastos', path: '/expenses', icon: ReceiptIcon },
      { label: 'Gastos Admin', path: '/expenses-admin', icon: AccountBalanceWalletIcon },
    ],
  },
  {
    label: 'Caja',
    icon: AccountBalanceIcon,
    entries: [
      { label: 'Cierre de Caja', path: '/close-box', icon: SavingsIcon },
      { label: 'Balance', path: '/balance', icon: BalanceIcon },
      { label: 'Ventas sin conexión', path: '/offline-sales', icon: CloudOffIcon },
    ],
  },
  {
    label: 'Preventa',
    icon: RouteIcon,
    entries: [
      { label: 'Pedidos', path: '/orders', icon: AssignmentIcon },
      { label: 'Rutas', path: '/routes', icon: RouteIcon },
    ],
  },
  {
    label: 'Configuración',
    icon: SettingsIcon,
    entries: [
      { label: 'Tipo Pagos', path: '/type-payment', icon: CreditCardIcon },
      { label: 'Listas de precios', path: '/price-lists', icon: ListAltOutlinedIcon },
      { label: 'Configuraciones', path: '/settings', icon: SettingsIcon },
    ],
  },
];

/** The groups and entries a user may see; empty groups are dropped. */
/**
 * The entries a user sees: who may open each one is declared once, on its route
 * (routeTable.ts `access`), so the menu and the route guard never disagree.
 */
export function menuFor(category: Category | undefined, enabledOptionsUser: boolean): MenuGroup[] {
  if (category === 'a') return MENU_GROUPS;
  const visible = (entry: MenuEntry) => mayOpen(accessOf(entry.path), category, enabledOptionsUser);
  return MENU_GROUPS.map((group) => ({ ...group, entries: group.entries.filter(visible) })).filter(
    (group) => group.entries.length > 0,
  );
}

export function isCurrent(entry: MenuEntry, pathname: string): boolean {
  return [entry.path, ...(entry.also ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
