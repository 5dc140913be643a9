import { z } from 'zod';
import { EDITS, editBody } from './edits.js';
import { MSG } from './messages.js';
import { enabledFlag, md5Hex, noSpacesText, positiveId, requiredText, rowVersion, versionField } from './fields.js';

export const USER_NAME_MAX = 30;
export const USERNAME_MAX = 15;
export const PASSWORD_MAX = 15;

/** 'v' Preventista: takes orders on a route (PEDIDOS) and sees nothing else. */
export const CATEGORIES = { a: 'Administrador', u: 'Usuario', v: 'Preventista' } as const;
export type Category = keyof typeof CATEGORIES;
/** Empty ('Es requerido') or another letter ('Categoría inválida'). */
export const category = z.enum(['a', 'u', 'v'], {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? MSG.required : MSG.invalidCategory),
});

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category,
  username: z.string(),
  enabled: enabledFlag,
  version: rowVersion,
});
export type User = z.infer<typeof userSchema>;
export const userList = z.array(userSchema);

export const sessionUser = userSchema.pick({ id: true, name: true, category: true, username: true });
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({ username: requiredText(USERNAME_MAX), password: md5Hex() });
export type LoginBody = z.infer<typeof loginBody>;
/**
 * The sign-in answer. `business_zone` is the shop's time zone (TZ_BUSINESS, an IANA name): the web
 * takes "today" in it, not in the zone the computer happens to be set to (decision 0057).
 */
export const loginAnswer = z.object({ token: z.string(), user: sessionUser, business_zone: z.string() });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Server-side: the password arrives as MD5 hex. */
export const createUserBody = z.object({
  name: requiredText(USER_NAME_MAX),
  category,
  username: noSpacesText(USERNAME_MAX),
  password: md5Hex(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** Edit: the spec's fields with the version; the username and state may come back as read (contracts/edits.ts). */
export const updateUserBody = editBody(
  EDITS['PATCH /api/user/update'],
  { id: positiveId(), version: versionField(), name: requiredText(USER_NAME_MAX), category },
  userSchema,
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const changeCredentialsBody = editBody(
  EDITS['PUT /api/user/change-credentials'],
  { id: positiveId(), version: versionField(), username: noSpacesText(USERNAME_MAX), password: md5Hex() },
  userSchema,
);
export type ChangeCredentialsBody = z.infer<typeof changeCredentialsBody>;

/** Browser-side: what a person types, before it is hashed. */
const typedPasswords = {
  password: noSpacesText(PASSWORD_MAX),
  repit_password: noSpacesText(PASSWORD_MAX),
};
/**
 * 'Las contraseñas no coinciden', checked together with the other fields on the first save (zod
 * skips an object's refinements while any field is invalid unless `when` says otherwise): it runs
 * as soon as both passwords are themselves valid, whatever the name or username hold.
 */
const samePasswords = [
  (v: { password: string; repit_password: string }) => v.password === v.repit_password,
  {
    path: ['repit_password'],
    message: MSG.passwordsDiffer,
    when: (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'repit_password'),
  },
] satisfies [unknown, { path: PropertyKey[]; message: string; when: unknown }];
export const userRegisterForm = z
  .object({
    name: requiredText(USER_NAME_MAX),
    category,
    username: noSpacesText(USERNAME_MAX),
    ...typedPasswords,
  })
  .refine(...samePasswords);
export const credentialsForm = z
  .object({ username: noSpacesText(USERNAME_MAX), ...typedPasswords })
  .refine(...samePasswords);
export const userEditForm = z.object({ name: requiredText(USER_NAME_MAX), category });
export const loginForm = z.object({ username: requiredText(USERNAME_MAX), password: requiredText(PASSWORD_MAX) });
