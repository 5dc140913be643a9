import {
  createProductBody,
  firstProductsBody,
  listProductsQuery,
  listProductsWithStockQuery,
  productPage,
  productSchema,
  productStockList,
  productStockPage,
  searchByBarcodeQuery,
  updateProductBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import {
  addProduct,
  changeProductState,
  firstProducts,
  listProducts,
  searchByBarcode,
  updateProduct,
} from './products.service.js';
import { listInventory } from '../stock/inventory.service.js';

const tags = ['productos'];

export function productRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  // The till's searches: any signed-in user sells.
  const staff = { access: 'staff' } as const;
  app.get('/api/product/list', { config: admin, schema: { ...doc('product.list', 'Listar y buscar productos'), tags, querystring: listProductsQuery, response: { 200: productPage } } }, (req) =>
    listProducts(ctxOf(req), req.query),
  );
  app.post('/api/product/add', { config: admin, schema: { ...doc('product.add', 'Registrar un producto'), tags, body: createProductBody, response: { 200: productSchema } } }, (req) =>
    addProduct(ctxOf(req), req.body),
  );
  app.put('/api/product/update', { config: admin, schema: { ...doc('product.update', 'Editar un producto', 404), tags, body: updateProductBody, response: { 200: productSchema } } }, (req) =>
    updateProduct(ctxOf(req), req.body),
  );
  app.patch('/api/product/change-state', { config: admin, schema: { ...doc('product.changeState', 'Habilitar o inhabilitar un producto', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changeProductState(ctxOf(req), req.body),
  );
  // Inventario (stock module: real stock from product_stock): the administrator, or staff while
  // enabled_options_user = 1.
  app.get(
    '/api/product/list-with-total-lot',
    { config: { access: 'options' }, schema: { ...doc('product.listWithTotalLot', 'Inventario: productos con su stock'), tags, querystring: listProductsWithStockQuery, response: { 200: productStockPage } } },
    (req) => listInventory(ctxOf(req), req.query),
  );
  app.post(
    '/api/product/first-products',
    { config: staff, schema: { ...doc('product.firstProducts', 'Primeros productos con stock (la caja)'), tags, body: firstProductsBody, response: { 200: productStockList } } },
    (req) => firstProducts(ctxOf(req), req.body),
  );
  app.get(
    '/api/product/search-by-barcode',
    { config: staff, schema: { ...doc('product.searchByBarcode', 'Buscar productos por código de barras'), tags, querystring: searchByBarcodeQuery, response: { 200: productStockList } } },
    (req) => searchByBarcode(ctxOf(req), req.query.barcode),
  );
}
