import {
  userList,
  userSchema,
  type ChangeCredentialsBody,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
} from '@lactea/contracts';
import { api } from '../../lib/api';
import { changeStateCall, rowCall } from '../../lib/calls';

/** The whole list (a plain array, not paged). */
export async function listUsers(signal?: AbortSignal): Promise<User[]> {
  return userList.parse(await api.get<unknown>('user/list', undefined, signal));
}

/** `password` is already MD5 hex. */
export const addUser = rowCall<CreateUserBody, User>('post', 'user/add', userSchema);
export const updateUser = rowCall<UpdateUserBody, User>('patch', 'user/update', userSchema);
export const changeUserState = changeStateCall('user');
/** `password` is already MD5 hex. The server revokes every session of that user. */
export const changeCredentials = rowCall<ChangeCredentialsBody, User>('put', 'user/change-credentials', userSchema);
