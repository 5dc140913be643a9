import type { ComponentType } from 'react';

/**
 * Who may open a screen: the same levels as the server's route access. routeAccess.ts reads them
 * (this file imports nothing from it: the table is the one place a route's access is declared).
 * - 'staff': any signed-in user (the cashier's menu);
 * - 'options': the administrator, or staff while the setting enabled_options_user is 1;
 * - 'admin': the administrator only;
 * - 'route': the administrator and the preventista (PEDIDOS), who opens nothing of the counter's;
 * - 'signed': every signed-in user (home and the pages every screen falls back on).
 */
export type RouteAccess = 'admin' | 'staff' | 'options' | 'route' | 'signed';

/**
 * Every screen inside the layout, by the menu's paths and titles. A route without `screen` is not
 * built yet and shows its title with "Esta sección estará disponible próximamente".
 * Each `screen` is a separate lazy chunk; the login page is the only eager one.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  screen?: () => Promise<{ default: ComponentType }>;
  /** At ≤ 900 px this route sends the user here instead (the desktop till → the mobile till). */
  mobilePath?: string;
  /** Who may open it (routeAccess.ts); none = the administrator only. The menu and the guard read it. */
  access?: RouteAccess;
}

export const SCREEN_ROUTES: ScreenRoute[] = [
  { path: '/marks', title: 'MARCAS', screen: () => import('../features/marks/MarksPage') },
  { path: '/users', title: 'USUARIOS', screen: () => import('../features/users/UsersPage') },
  { path: '/providers', title: 'PROVEEDORES', screen: () => import('../features/providers/ProvidersPage') },
  { path: '/clients', title: 'CLIENTES', screen: () => import('../features/clients/ClientsPage') },
  { path: '/products', title: 'PRODUCTOS', screen: () => import('../features/products/ProductsPage') },
  { path: '/inventory', title: 'INVENTARIO', screen: () => import('../features/stock/InventoryPage'), access: 'options' },
  { path: '/lots', title: 'LOTES', screen: () => import('../features/stock/LotsPage') },
  { path: '/low-lots', title: 'LOTES BAJA', screen: () => import('../features/stock/LowLotsPage') },
  { path: '/expired-lots', title: 'LOTES EXPIRADOS', screen: () => import('../features/stock/ExpiredLotsPage') },
  { path: '/lots-near-expired/:id', title: 'LOTES POR EXPIRAR', screen: () => import('../features/stock/NearExpiryPage') },
  { path: '/type-expenses', title: 'TIPO GASTOS', screen: () => import('../features/expense-types/TypeExpensesPage') },
  { path: '/expenses', title: 'GASTOS', screen: () => import('../features/expenses/ExpensesPage'), access: 'staff' },
  { path: '/expenses-admin', title: 'GASTOS ADMIN', screen: () => import('../features/expenses-admin/ExpensesAdminPage') },
  { path: '/provider-products', title: 'PROVEEDOR - PROD.', screen: () => import('../features/provider-products/ProviderProductsPage') },
  { path: '/product-discounts', title: 'DESCUENTO PRODUCTO', screen: () => import('../features/discounts/DiscountsPage') },
  { path: '/promotions', title: 'PROMOCIONES', screen: () => import('../features/promotions/PromotionsPage') },
  { path: '/type-payment', title: 'TIPO PAGOS', screen: () => import('../features/type-payments/TypePaymentsPage') },
  { path: '/price-lists', title: 'LISTAS DE PRECIOS', screen: () => import('../features/price-lists/PriceListsPage') },
  { path: '/routes', title: 'RUTAS', screen: () => import('../features/routes/RoutesPage') },
  { path: '/orders', title: 'PEDIDOS', screen: () => import('../features/orders/OrdersPage'), access: 'route' },
  { path: '/load-sheets', title: 'HOJA DE CARGA', screen: () => import('../features/loads/LoadSheetPage') },
  { path: '/deliveries', title: 'ENTREGAS', screen: () => import('../features/loads/DeliveriesPage'), access: 'route' },
  { path: '/settings', title: 'CONFIGURACIONES', screen: () => import('../features/settings/SettingsPage') },
  { path: '/sales', title: 'VENDER', mobilePath: '/sale-mobile', screen: () => import('../features/till/TillPage'), access: 'staff' },
  { path: '/sale-mobile', title: 'VENDER', screen: () => import('../features/till/TillMobilePage'), access: 'staff' },
  { path: '/sales-day', title: 'VENTAS DIA', screen: () => import('../features/sales-day/SalesDayPage'), access: 'staff' },
  { path: '/report-sales', title: 'REPORTE VENTAS', screen: () => import('../features/reports/ReportSalesPage') },
  { path: '/sales-client', title: 'VENTAS CLIENTE', screen: () => import('../features/reports/SalesClientPage') },
  { path: '/canceled-sales', title: 'VENTAS ANULADAS', screen: () => import('../features/reports/CanceledSalesPage') },
  { path: '/returns-report', title: 'DEVOLUCIONES', screen: () => import('../features/reports/ReturnsReportPage') },
  { path: '/invoices', title: 'FACTURAS', screen: () => import('../features/invoices/InvoicesPage') },
  { path: '/products-sales', title: 'PRODUCTOS VENDIDOS', screen: () => import('../features/reports/ProductsSalesPage') },
  { path: '/balance', title: 'BALANCE Bs.', screen: () => import('../features/balance/BalancePage') },
  { path: '/offline-sales', title: 'VENTAS SIN CONEXIÓN', screen: () => import('../features/offline-sales/OfflineSalesPage') },
  { path: '/close-box', title: 'CIERRE DE CAJA Bs.', screen: () => import('../features/close-box/CloseBoxPage'), access: 'staff' },
  { path: '/cancelled-sales', title: 'COBRO DEUDAS', screen: () => import('../features/debts/DebtsPage'), access: 'staff' },
  { path: '/sales-marks', title: 'VENTAS MARCAS', screen: () => import('../features/reports/SalesMarksPage') },
  { path: '/purchases', title: 'COMPRAS', screen: () => import('../features/purchases/PurchasesPage'), access: 'options' },
  // The spec writes this one without a leading slash; inside the root layout both mean the same.
  { path: '/purchases-by-registration', title: 'COMPRAS POR REGISTRO', screen: () => import('../features/purchases/PurchasesByRegistrationPage') },
  { path: '/report-purchases', title: 'REPORTE COMPRAS', screen: () => import('../features/purchases/ReportPurchasesPage') },
  { path: '/canceled-purchases', title: 'COMPRAS CANCELADAS', screen: () => import('../features/purchases/CanceledPurchasesPage') },
  { path: '/purchases-by-products', title: 'COMPRAS PRODUCTO', screen: () => import('../features/purchases/PurchasesByProductsPage') },
  { path: '/audit', title: 'AUDITORÍA', screen: () => import('../features/audit/AuditPage') },
];
