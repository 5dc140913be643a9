import { z } from 'zod';
import { MSG } from './messages.js';
import { enabledFlag, md5Hex, noSpacesText, positiveId, requiredText } from './fields.js';

export const USER_NAME_MAX = 30;
export const USERNAME_MAX = 15;
export const PASSWORD_MAX = 15;

export const CATEGORIES = { a: 'Administrador', u: 'Usuario' } as const;
export type Category = keyof typeof CATEGORIES;
export const category = z.enum(['a', 'u'], { error: MSG.category });

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category,
  username: z.string(),
  enabled: enabledFlag,
});
export type User = z.infer<typeof userSchema>;
export const userList = z.array(userSchema);

export const sessionUser = userSchema.pick({ id: true, name: true, category: true, username: true });
export type SessionUser = z.infer<typeof sessionUser>;

export const loginBody = z.object({ username: requiredText(USERNAME_MAX), password: md5Hex() });
export type LoginBody = z.infer<typeof loginBody>;
export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Server-side: the password arrives as MD5 hex. */
export const createUserBody = z.object({
  name: requiredText(USER_NAME_MAX),
  category,
  username: noSpacesText(USERNAME_MAX),
  password: md5Hex(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object({ id: positiveId(), name: requiredText(USER_NAME_MAX), category });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const changeCredentialsBody = z.object({
  id: positiveId(),
  username: noSpacesText(USERNAME_MAX),
  password: md5Hex(),
});
export type ChangeCredentialsBody = z.infer<typeof changeCredentialsBody>;

/** Browser-side: what a person types, before it is hashed. */
const typedPasswords = {
  password: noSpacesText(PASSWORD_MAX),
  repit_password: noSpacesText(PASSWORD_MAX),
};
const samePasswords = <T extends { password: string; repit_password: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.repit_password)
    ctx.addIssue({ code: 'custom', path: ['repit_password'], message: MSG.passwordsDiffer });
};
export const userRegisterForm = z
  .object({
    name: requiredText(USER_NAME_MAX),
    category,
    username: noSpacesText(USERNAME_MAX),
    ...typedPasswords,
  })
  .superRefine(samePasswords);
export const credentialsForm = z
  .object({ username: noSpacesText(USERNAME_MAX), ...typedPasswords })
  .superRefine(samePasswords);
export const userEditForm = z.object({ name: requiredText(USER_NAME_MAX), category });
export const loginForm = z.object({ username: requiredText(USERNAME_MAX), password: requiredText(PASSWORD_MAX) });
