import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, RouteDeps } from './app-types.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { Ctx } from './lib/context.js';
import { registerAccess } from './plugins/access.js';
import { clientErrorHandler, frameworkErrors, registerErrors } from './plugins/errors.js';
import { registerWeb } from './plugins/web.js';
import { registerOpenApi } from './plugins/openapi.js';
import { healthRoute, refuseWhileClosing } from './plugins/health.js';
import { scheduleTableUpkeep } from './db/upkeep.js';
import { periodic } from './db/advisory.js';
import { businessToday } from './lib/business-time.js';
import { foldRollupSlots } from './modules/sales/rollups.js';
import { logController, loggerOptions } from './lib/logger.js';
import { OutageLog } from './lib/outage-log.js';
import { trackRoutes } from './lib/route-table.js';
import { LoginLimiter } from './modules/auth/login-limiter.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { followRevocations } from './modules/auth/revocations.js';
import { TableFailureStore } from './modules/auth/login-stores.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { markRoutes } from './modules/marks/marks.routes.js';
import { providerRoutes } from './modules/providers/providers.routes.js';
import { clientRoutes } from './modules/clients/clients.routes.js';
import { priceListRoutes } from './modules/price-lists/price-lists.routes.js';
import { routeRoutes } from './modules/routes/routes.routes.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { loadRoutes } from './modules/loads/loads.routes.js';
import { productRoutes } from './modules/products/products.routes.js';
import { presentationRoutes } from './modules/presentations/presentations.routes.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { providerProductRoutes } from './modules/provider-products/provider-products.routes.js';
import { purchaseRoutes } from './modules/purchases/purchases.routes.js';
import { typePaymentRoutes } from './modules/type-payments/type-payments.routes.js';
import { settingRoutes } from './modules/settings/settings.routes.js';
import { invoiceSettingRoutes } from './modules/siat/invoice-settings.routes.js';
import { siatRoutes } from './modules/siat/siat.routes.js';
import { refreshSiatCodes } from './modules/siat/codes.js';
import { startInvoiceOutbox } from './modules/invoices/outbox.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { invoicePrintRoutes } from './modules/invoices/invoice-print.routes.js';
import { discountRoutes } from './modules/discounts/discounts.routes.js';
import { promotionRoutes } from './modules/promotions/promotions.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { saleRoutes } from './modules/sales/sales.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { expenseRoutes } from './modules/expenses/expenses.routes.js';
import { cashRoutes } from './modules/cash/cash.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { offlineRoutes } from './modules/offline/offline.routes.js';

function createFastify(config: Config, logger: boolean | NodeJS.WritableStream): App {
  const options = {
    logger: logger ? loggerOptions(config, undefined, typeof logger === 'object' ? logger : undefined) : false,
    logController: logController(config),
    // Behind a reverse proxy set TRUST_PROXY=1; otherwise X-Forwarded-For would let a client
    // pick its own address (and dodge the login limiter, and falsify the audit address).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Closing: refuseWhileClosing answers in Spanish instead of Fastify's English 503.
    return503OnClosing: false,
  };
  // TLS_CERT/TLS_KEY: HTTPS. Its requests and replies are the http ones (IncomingMessage,
  // ServerResponse); only the server's type differs, which no route touches.
  const app = (config.tls ? Fastify({ ...options, https: config.tls }) : Fastify(options)) as unknown as FastifyInstance;
  return app.withTypeProvider<ZodTypeProvider>();
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** true: log as main.ts does; a stream: log there (a test reads what would be written). */
  logger?: boolean | NodeJS.WritableStream;
}

/** The whole API and the web app, without listening: tests drive it with `inject()`. */
export async function buildApp({ config, database, logger = false }: BuildOptions): Promise<App> {
  const app = createFastify(config, logger);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const outage = new OutageLog({ log: app.log, probe: () => database.db.execute(sql`select 1`) });
  app.addHook('onClose', async () => outage.stop());
  registerErrors(app, outage);
  refuseWhileClosing(app);
  // Basic hardening for a shop PC's browser: no MIME sniffing, no framing (clickjacking of the
  // till), no referrer leaks to other sites.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
  });
  // PostgreSQL may have other processes: the session cache follows their revocations (LISTEN)
  // and is bypassed until that connection is up (decision 0038). PGlite: one process, always on.
  const sessions = new SessionCache(Date.now, { live: !database.url });
  if (database.url) {
    const revocations = followRevocations(database.url, sessions, app.log);
    app.addHook('onClose', () => revocations.close());
  }
  registerAccess(app, database.db, sessions);
  trackRoutes(app as unknown as FastifyInstance);

  await registerOpenApi(app as unknown as FastifyInstance);

  const ctxOf = (req: FastifyRequest): Ctx => ({ db: database.db, config, user: req.user, ip: req.ip, sessions });
  // PostgreSQL: failed logins are counted in a table every process shares (decision 0039).
  const limiter = new LoginLimiter(config.login.maxFailures, config.login.windowMs, Date.now, {
    slowdownBaseMs: config.login.slowdownBaseMs,
    store: database.kind === 'postgres' ? new TableFailureStore(database.db) : undefined,
  });
  if (database.kind === 'postgres') {
    const stopPruning = periodic(database, 'loginPrune', 10 * 60_000, () => limiter.prune(), (err) => app.log.error(err, 'limpieza de intentos de inicio de sesión fallida'));
    app.addHook('onClose', async () => stopPruning());
  }
  // Past days' rollup slots folded into one row per key (decision 0040), by one process at a time.
  const stopFolding = periodic(database, 'rollupFold', 10 * 60_000, () => foldRollupSlots(database.db, businessToday(config.tzBusiness)), (err) =>
    app.log.error(err, 'plegado de los resúmenes diarios fallido'),
  );
  app.addHook('onClose', async () => stopFolding());
  // SIAT's codes (CUIS, the day's CUFD, the catalogues) renewed before they expire; nothing while invoicing is off.
  const stopSiatCodes = periodic(database, 'siatCodesJob', 10 * 60_000, () => refreshSiatCodes(database, config), (err) => app.log.error(err, 'renovación de los códigos del SIAT fallida'));
  app.addHook('onClose', async () => stopSiatCodes());
  // Invoices sent to SIAT after their sale commits, and in contingency when it does not answer (decision 0074).
  if (config.siat.outbox !== false) {
    const outbox = startInvoiceOutbox(database, config, (err) => app.log.error(err, 'envío de facturas al SIAT fallido'), { timeoutMs: config.siat.timeoutMs });
    app.addHook('onListen', async () => void outbox.wake());
    app.addHook('onClose', () => outbox.stop());
  }
  // PGlite has no autovacuum: its tables are vacuumed and analyzed here (decision 0058).
  const stopUpkeep = scheduleTableUpkeep(database, (err) => app.log.error(err, 'mantenimiento de tablas fallido'));
  app.addHook('onClose', async () => stopUpkeep());
  const deps: RouteDeps = { ctxOf, limiter };

  healthRoute(app, database);
  authRoutes(app, deps);
  userRoutes(app, deps);
  markRoutes(app, deps);
  providerRoutes(app, deps);
  clientRoutes(app, deps);
  priceListRoutes(app, deps);
  routeRoutes(app, deps);
  orderRoutes(app, deps);
  loadRoutes(app, deps);
  productRoutes(app, deps);
  presentationRoutes(app, deps);
  stockRoutes(app, deps);
  providerProductRoutes(app, deps);
  purchaseRoutes(app, deps);
  typePaymentRoutes(app, deps);
  settingRoutes(app, deps);
  invoiceSettingRoutes(app, { ...deps, siatCodesNow: () => refreshSiatCodes(database, config) });
  invoiceRoutes(app, deps, database, config);
  siatRoutes(app, deps);
  invoicePrintRoutes(app, deps);
  discountRoutes(app, deps);
  promotionRoutes(app, deps);
  auditRoutes(app, deps);
  saleRoutes(app, deps);
  offlineRoutes(app, deps);
  reportRoutes(app, deps);
  expenseRoutes(app, deps);
  cashRoutes(app, deps);
  dashboardRoutes(app, deps);

  await registerWeb(app as unknown as FastifyInstance, config.webDir);
  return app;
}
