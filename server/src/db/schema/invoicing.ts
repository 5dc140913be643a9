import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sales } from './sales.js';
import { saleReturns } from './returns.js';

/**
 * Configuraciones → Facturación (one row). Invoicing off by default; the delegated token only as
 * AES-256-GCM ciphertext under a key from the environment (LACTEA_SIAT_KEY), or not at all.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: smallint('id').primaryKey().default(1),
    invoicing: smallint('invoicing').notNull().default(0),
    nit: varchar('nit', { length: 13 }).notNull().default(''),
    razonSocial: varchar('razon_social', { length: 200 }).notNull().default(''),
    municipio: varchar('municipio', { length: 100 }).notNull().default(''),
    telefono: varchar('telefono', { length: 20 }).notNull().default(''),
    sucursal: integer('sucursal').notNull().default(0),
    puntoVenta: integer('punto_venta').notNull().default(0),
    actividad: varchar('actividad', { length: 10 }).notNull().default(''),
    codigoSistema: varchar('codigo_sistema', { length: 50 }).notNull().default(''),
    /** 1 electrónica en línea, 2 computarizada en línea. */
    modalidad: smallint('modalidad').notNull().default(2),
    /** 1 producción, 2 pruebas. */
    ambiente: smallint('ambiente').notNull().default(2),
    siatUrl: varchar('siat_url', { length: 200 }).notNull().default(''),
    /** The código de producto SIN of a product without its own (siat_catalogue 'productos'); null: none chosen. */
    sinProductDefault: varchar('sin_product_default', { length: 20 }),
    /** base64(iv ‖ tag ‖ ciphertext); null when none is stored. */
    tokenCipher: text('token_cipher'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_settings_single_row', sql`${t.id} = 1`),
    check('invoice_settings_modalidad', sql`${t.modalidad} in (1, 2)`),
    check('invoice_settings_ambiente', sql`${t.ambiente} in (1, 2)`),
  ],
);

/** The CUIS of a point of sale: asked once, kept until SIAT says it expires. */
export const siatCuis = pgTable(
  'siat_cuis',
  {
    nit: varchar('nit', { length: 13 }).notNull(),
    sucursal: integer('sucursal').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    codigo: varchar('codigo', { length: 100 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nit, t.sucursal, t.puntoVenta] })],
);

/**
 * Every CUFD obtained, the newest current one is used; older ones stay: an invoice issued in
 * contingency names the last valid CUFD, and a package of them is sent with it.
 */
export const siatCufd = pgTable(
  'siat_cufd',
  {
    id: serial('id').primaryKey(),
    nit: varchar('nit', { length: 13 }).notNull(),
    sucursal: integer('sucursal').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    codigo: varchar('codigo', { length: 200 }).notNull(),
    codigoControl: varchar('codigo_control', { length: 50 }).notNull(),
    direccion: varchar('direccion', { length: 500 }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('siat_cufd_point_valid').on(t.nit, t.sucursal, t.puntoVenta, t.validUntil)],
);

/** SIAT's catalogues (actividades, productos, leyendas, unidades, documentos, métodos de pago), synchronised daily. */
export const siatCatalogue = pgTable(
  'siat_catalogue',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    /** The activity a product or a leyenda belongs to. */
    activity: varchar('activity', { length: 20 }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

/**
 * Each point of sale's last number of a document sector (1 invoices, 24 notas de crédito-débito:
 * each its own sequence). Taken in the sale's transaction by an upsert that adds
 * one (the row stays locked until the sale commits or rolls back), so numbers have no gaps and no
 * repeats across processes; a PostgreSQL sequence would leave a gap on every rolled-back sale.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    nit: varchar('nit', { length: 13 }).notNull(),
    sucursal: integer('sucursal').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    documentSector: smallint('document_sector').notNull().default(1),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nit, t.sucursal, t.puntoVenta, t.documentSector] })],
);

/**
 * A significant event (SIAT's evento significativo): SIAT or the network did not answer from
 * `startedAt`; its invoices were issued in contingency (tipoEmision 2) with the CUFD in force then.
 * Closed (`endedAt`) when SIAT answers again, registered with SIAT (`receptionCode`), then its
 * invoices go in packages.
 */
export const siatEvents = pgTable(
  'siat_events',
  {
    id: serial('id').primaryKey(),
    nit: varchar('nit', { length: 13 }).notNull(),
    sucursal: integer('sucursal').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    /** SIAT's motivo: 1 corte del servicio de internet, 2 inaccesibilidad al servicio web de SIAT. */
    motivo: smallint('motivo').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    /** The CUFD in force when the event started (the contingency invoices carry it). */
    cufdEvent: varchar('cufd_event', { length: 200 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** SIAT's codigoRecepcionEventoSignificativo, once registered. */
    receptionCode: varchar('reception_code', { length: 100 }),
  },
  // One open event per point of sale: the outbox and a synced offline sale may both open it.
  (t) => [uniqueIndex('siat_events_one_open').on(t.nit, t.sucursal, t.puntoVenta).where(sql`${t.endedAt} is null`)],
);

/** A package of an event's invoices (recepcionPaqueteFactura, at most 500), validated until SIAT decides. */
export const siatPackages = pgTable('siat_packages', {
  id: serial('id').primaryKey(),
  fkEvent: integer('fk_event').notNull().references(() => siatEvents.id),
  /** SIAT's código de recepción of the package, to validate it. */
  receptionCode: varchar('reception_code', { length: 100 }),
  /** 'enviado' (waiting for validation), 'validado' (every invoice decided). */
  state: varchar('state', { length: 12 }).notNull().default('enviado'),
  count: integer('count').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sale's SIAT invoice (documento sector 1), written in the sale's transaction, or the nota de
 * crédito-débito (sector 24) of a return of an invoiced sale, written in the return's transaction
 * (`fkReturn`, `fkInvoice` the invoice it adjusts); the outbox sends both after the commit.
 * `xml` is the document exactly as sent (the hash covers it). State: pendiente (not yet accepted),
 * contingencia (issued offline, waits for its event's package), aceptada, rechazada, anulada;
 * `annulMotivo` set and state not yet anulada: an annulment waiting to be sent.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    fkSale: integer('fk_sale').notNull().references(() => sales.id),
    /** 1 compra-venta, 24 nota de crédito-débito. */
    documentSector: smallint('document_sector').notNull().default(1),
    fkReturn: integer('fk_return').references(() => saleReturns.id),
    fkInvoice: integer('fk_invoice').references((): AnyPgColumn => invoices.id),
    nit: varchar('nit', { length: 13 }).notNull(),
    sucursal: integer('sucursal').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    number: integer('number').notNull(),
    /**
     * A draft's number, taken right after its sale's statement; `number` gets it when the document is
     * written. It is in no index, so taking it updates the row in place (a heap-only update: the table
     * leaves room on its pages, migration 0067), without new entries in the table's indexes.
     */
    takenNumber: integer('taken_number'),
    cuf: varchar('cuf', { length: 100 }).notNull(),
    /**
     * The CUF on the paper the buyer holds: the one issued, until FACTURAS reprints it. An invoice
     * issued again in contingency gets a new CUF; while the two differ the paper is not the invoice
     * SIAT receives, and FACTURAS asks for a reprint.
     */
    printedCuf: varchar('printed_cuf', { length: 100 }),
    /** The CUFD the invoice was issued with. */
    cufd: varchar('cufd', { length: 200 }).notNull(),
    /** 1 en línea, 2 fuera de línea (contingency). */
    emissionType: smallint('emission_type').notNull(),
    state: varchar('state', { length: 12 }).notNull(),
    /** The business day of the sale (the FACTURAS filter). */
    day: date('day').notNull(),
    /** fechaEmision: Bolivian wall-clock time, 'YYYY-MM-DDTHH:mm:ss.SSS'. */
    issuedAt: varchar('issued_at', { length: 23 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    buyerName: varchar('buyer_name', { length: 500 }).notNull(),
    buyerDocument: varchar('buyer_document', { length: 30 }).notNull(),
    leyenda: varchar('leyenda', { length: 1000 }).notNull(),
    xml: text('xml').notNull(),
    /** SHA-256 hex of the gzipped XML (hashArchivo). */
    hash: varchar('hash', { length: 64 }).notNull(),
    /**
     * A sale's invoice as its write statement leaves it: what its CUF and XML are made from
     * (siat/prepare.ts `InvoiceDraft` without the number), while `number` is minus its id (its
     * number, taken right after, is `takenNumber`), `cuf` '#' and its id, `xml` and `hash` empty.
     * Numbered by the sale right after that statement, or, after a crash in between, by the sale's
     * retry or the outbox; completed (and set back to null) by the outbox before it sends anything,
     * or by the first reader of its document.
     */
    draft: jsonb('draft').$type<unknown>(),
    receptionCode: varchar('reception_code', { length: 100 }),
    siatMessages: jsonb('siat_messages').$type<string[]>().notNull().default([]),
    fkEvent: integer('fk_event').references(() => siatEvents.id),
    fkPackage: integer('fk_package').references(() => siatPackages.id),
    attempts: integer('attempts').notNull().default(0),
    /** When the outbox may try it next (null: nothing to send). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** SIAT's motivo de anulación, set when the sale is annulled. */
    annulMotivo: smallint('annul_motivo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A sale has one invoice; its returns' notes are as many as its returns.
    uniqueIndex('invoices_sale_invoice').on(t.fkSale).where(sql`${t.documentSector} = 1`),
    // Numbers and CUFs are unique among the documents written (number > 0); a draft's stand-ins
    // (minus its id, '#' and its id) are unique by themselves and take no entry.
    uniqueIndex('invoices_point_number').on(t.nit, t.sucursal, t.puntoVenta, t.documentSector, t.number).where(sql`${t.number} > 0`),
    check('invoices_document_sector', sql`${t.documentSector} in (1, 24) and (${t.documentSector} = 24) = (${t.fkReturn} is not null and ${t.fkInvoice} is not null)`),
    uniqueIndex('invoices_cuf').on(t.cuf).where(sql`${t.number} > 0`),
    check('invoices_state', sql`${t.state} in ('pendiente', 'aceptada', 'contingencia', 'rechazada', 'anulada')`),
    check('invoices_emission_type', sql`${t.emissionType} in (1, 2)`),
    // Partial where most rows hold null (a sale's invoice has no return, most have no event): a
    // sale's invoice row costs fewer index entries.
    uniqueIndex('invoices_fk_return_unique').on(t.fkReturn).where(sql`${t.fkReturn} is not null`),
    index('invoices_due').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('invoices_day').on(t.day, t.state),
    index('invoices_event').on(t.fkEvent).where(sql`${t.fkEvent} is not null`),
    // The drafts (the last sales', until their documents are written; any a crash left): the outbox looks for them at every turn.
    index('invoices_drafts').on(t.id).where(sql`${t.draft} is not null`),
  ],
);
