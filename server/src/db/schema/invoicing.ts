import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';

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
