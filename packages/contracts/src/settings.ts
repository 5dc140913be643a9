import { z } from 'zod';
import { MSG } from './messages.js';
import { EDITS, editBody } from './edits.js';
import { integer, requiredText, rowVersion, versionField } from './fields.js';
import { yesNo } from './type-payments.js';
import { SCALE_CODE_DIGITS_MAX, SCALE_CODE_DIGITS_MIN } from './scale-label.js';
import { CREDIT_CONTROLS, creditControlField, defaultOverdueDaysField } from './credit.js';

export const ADDRESS_MAX = 50;
export const CELLPHONE_MAX = 20;
/** Caja Inicial is whole Bolivianos, below the money limit of every amount. */
export const INITIAL_CASH_MAX = 99_999_999;
/** The near-expiry window in days: a lot with stock that expires within it is near expiry. */
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

/** The settings form's fields: also the web form's schema. */
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
 * setting/update: the spec's four fields and the version the screen loaded (409 when stale), sent
 * always; the near-expiry window, the till's automatic offers and the credit defaults came later:
 * left out, they keep their values (docs/decisions/0022, contracts/edits.ts).
 */
export const updateSettingBody = editBody(
  EDITS['PUT /api/setting/update'],
  {
    ...settingFields.shape,
    enabled_options_user: yesNo(),
    /** 'Aplicar ofertas automáticamente' (1 = on). */
    auto_offers: yesNo(),
    version: versionField(),
  },
  settingSchema,
);
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

export const SETTING_MESSAGES = {
  /** The web's dialog when the settings form is invalid. */
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

/** The scale labels' format as the till reads it (scale-label.ts's ScaleFormat). */
export const scaleFormatSchema = z.object({
  prefix_from: z.number().int(),
  prefix_to: z.number().int(),
  code_digits: z.number().int(),
  value_kind: z.enum(['w', 'p']),
});

/**
 * Configuraciones · Etiquetas de balanza (decision 0034): its own form and call, so
 * the spec's setting/update stays as it was. The same settings row: its version guards both forms.
 */
export const scaleSettingFields = z
  .object({
    scale_prefix_from: wholeBetween(20, 29),
    scale_prefix_to: wholeBetween(20, 29),
    scale_code_digits: wholeBetween(SCALE_CODE_DIGITS_MIN, SCALE_CODE_DIGITS_MAX),
    scale_value: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? undefined : v),
      z.enum(['w', 'p'], { error: (i) => (i.input === undefined ? MSG.required : 'Valor inválido') }),
    ),
  });
export type ScaleSettingFormInput = z.input<typeof scaleSettingFields>;
export const scaleSettingSchema = z.object({
  scale_prefix_from: z.number().int(),
  scale_prefix_to: z.number().int(),
  scale_code_digits: z.number().int(),
  scale_value: z.enum(['w', 'p']),
  version: rowVersion,
});
export type ScaleSetting = z.infer<typeof scaleSettingSchema>;
export const updateScaleSettingBody = editBody(
  EDITS['PUT /api/setting/update-scale-label'],
  { ...scaleSettingFields.shape, version: versionField() },
  scaleSettingSchema,
).superRefine((b, ctx) => {
  if (b.scale_prefix_from > b.scale_prefix_to) ctx.addIssue({ code: 'custom', path: ['scale_prefix_to'], message: MSG.minValue(b.scale_prefix_from) });
})
  .meta({ examples: [{ scale_prefix_from: 20, scale_prefix_to: 29, scale_code_digits: 5, scale_value: 'w', version: 1 }] });
export type UpdateScaleSettingBody = z.infer<typeof updateScaleSettingBody>;
