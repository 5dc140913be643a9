import { z } from 'zod';
import { MSG } from './messages.js';
import { integer, requiredText, rowVersion, versionField } from './fields.js';
import { yesNo } from './type-payments.js';
import { CREDIT_CONTROLS, creditControlField, defaultOverdueDaysField } from './credit.js';

export const ADDRESS_MAX = 50;
export const CELLPHONE_MAX = 20;
/** Caja Inicial is whole Bolivianos, below the money limit of every amount. */
export const INITIAL_CASH_MAX = 99_999_999;
/** The near-expiry window (DESIGN §6), in days. */
export const NEAR_EXPIRY_DAYS_MIN = 1;
export const NEAR_EXPIRY_DAYS_MAX = 365;
export const NEAR_EXPIRY_DAYS_DEFAULT = 7;

export const settingSchema = z.object({
  initial_cash: z.number(),
  address: z.string(),
  cellphone_number: z.string(),
  enabled_options_user: z.union([z.literal(0), z.literal(1)]),
  near_expiry_days: z.number().int(),
  /** 1: 'Aplicar ofertas automáticamente' at the till (on by default). */
  auto_offers: z.union([z.literal(0), z.literal(1)]),
  /** Days after which a credit sale's debt is overdue, for clients without their own (decision 0035). */
  credit_overdue_days: z.number().int(),
  /** 'Control de crédito': 'bloquear' refuses, 'advertir' asks the cashier to confirm. */
  credit_control: z.enum(CREDIT_CONTROLS),
  version: rowVersion,
});
export type Setting = z.infer<typeof settingSchema>;

const wholeBetween = (min: number, max: number) =>
  integer()
    .refine((v) => v >= min, min === 0 ? MSG.notNegative : MSG.minValue(min))
    .refine((v) => v <= max, MSG.maxValue(max));

/** The settings form's fields (spec 02 §5): also the web form's schema. */
export const settingFields = z.object({
  initial_cash: wholeBetween(0, INITIAL_CASH_MAX),
  address: requiredText(ADDRESS_MAX),
  cellphone_number: requiredText(CELLPHONE_MAX),
  near_expiry_days: wholeBetween(NEAR_EXPIRY_DAYS_MIN, NEAR_EXPIRY_DAYS_MAX),
  credit_overdue_days: defaultOverdueDaysField(),
  credit_control: creditControlField(),
});
export type SettingFormInput = z.input<typeof settingFields>;

/**
 * setting/update: the spec's four fields, the near-expiry window, the till's automatic offers and
 * the version the screen loaded (409 when stale). Every field is sent (docs/decisions/0022: an edit
 * replaces the row's fields).
 */
export const updateSettingBody = settingFields.extend({
  enabled_options_user: yesNo(),
  /** 'Aplicar ofertas automáticamente' (1 = on). */
  auto_offers: yesNo(),
  version: versionField(),
});
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

export const SETTING_MESSAGES = {
  /** The web's dialog when the settings form is invalid (spec 02 §5). */
  invalidTitle: 'Operación Cancelada',
  invalid: 'Corrija los errores',
  updated: 'Se actualizó los valores',
  deviceEnabled: 'Se habilitó el dispositivo',
  deviceDisabled: 'Se inhabilitó el dispositivo',
  optionsEnabled: 'Se habilitó las opciones',
  optionsDisabled: 'Se inhabilitó las opciones',
  autoOffersEnabled: 'Se activó la aplicación automática de ofertas',
  autoOffersDisabled: 'Se desactivó la aplicación automática de ofertas',
} as const;
