import {
  createPriceListBody,
  editPriceListBody,
  listPriceListsQuery,
  listPricesQuery,
  priceListPage,
  priceListPricePage,
  priceListPriceSchema,
  priceListSchema,
  removedPriceAnswer,
  removePriceBody,
  setPriceBody,
  versionedIdBody,
  versionedStateAnswer,
} from '@lactea/contracts';
import type { App, RouteDeps } from '../../app-types.js';
import { doc } from '../../lib/route-doc.js';
import { addPriceList, changePriceListState, editPriceList, listPriceLists } from './price-lists.service.js';
import { listPrices, removePrice, setPrice } from './prices.service.js';

const tags = ['listas de precios'];

export function priceListRoutes(app: App, { ctxOf }: RouteDeps): void {
  const admin = { access: 'admin' } as const;
  app.get('/api/price-list/list', { config: admin, schema: { ...doc('priceList.list', 'Listar y buscar listas de precios'), tags, querystring: listPriceListsQuery, response: { 200: priceListPage } } }, (req) =>
    listPriceLists(ctxOf(req), req.query),
  );
  app.post('/api/price-list/add', { config: admin, schema: { ...doc('priceList.add', 'Registrar una lista de precios'), tags, body: createPriceListBody, response: { 200: priceListSchema } } }, (req) =>
    addPriceList(ctxOf(req), req.body),
  );
  app.put('/api/price-list/edit', { config: admin, schema: { ...doc('priceList.edit', 'Editar una lista de precios', 404), tags, body: editPriceListBody, response: { 200: priceListSchema } } }, (req) =>
    editPriceList(ctxOf(req), req.body),
  );
  app.patch('/api/price-list/change-state', { config: admin, schema: { ...doc('priceList.changeState', 'Habilitar o inhabilitar una lista de precios', 404), tags, body: versionedIdBody, response: { 200: versionedStateAnswer } } }, (req) =>
    changePriceListState(ctxOf(req), req.body),
  );
  app.get('/api/price-list/prices', { config: admin, schema: { ...doc('priceList.prices', 'Precios de una lista (por producto, presentación y cantidad desde)', 404), tags, querystring: listPricesQuery, response: { 200: priceListPricePage } } }, (req) =>
    listPrices(ctxOf(req), req.query),
  );
  app.put('/api/price-list/set-price', { config: admin, schema: { ...doc('priceList.setPrice', 'Agregar o reemplazar un precio de una lista', 404), tags, body: setPriceBody, response: { 200: priceListPriceSchema } } }, (req) =>
    setPrice(ctxOf(req), req.body),
  );
  app.delete('/api/price-list/remove-price', { config: admin, schema: { ...doc('priceList.removePrice', 'Quitar un precio de una lista', 404), tags, body: removePriceBody, response: { 200: removedPriceAnswer } } }, (req) =>
    removePrice(ctxOf(req), req.body),
  );
}
