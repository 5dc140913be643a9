import { loginAnswer, type LoginAnswer } from '@lactea/contracts';
import { api } from '../../lib/api';
import { md5Hex } from '../../lib/md5';

/** user/login with the MD5 hex of what was typed (the password never leaves in clear). */
export async function login(username: string, password: string): Promise<LoginAnswer> {
  const answer = await api.post<unknown>('user/login', { username, password: md5Hex(password) });
  return loginAnswer.parse(answer);
}
