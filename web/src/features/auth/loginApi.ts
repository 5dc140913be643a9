import type { LoginAnswer } from '@lactea/contracts';
import { api } from '../../lib/api';

/**
 * user/login with the MD5 hex of what was typed (the password never leaves in clear). The MD5
 * code and the answer's schema load on the first sign-in, not with the login page.
 */
export async function login(username: string, password: string): Promise<LoginAnswer> {
  const [{ md5Hex }, { loginAnswer }] = await Promise.all([import('../../lib/md5'), import('./loginContracts')]);
  const answer = await api.post<unknown>('user/login', { username, password: md5Hex(password) });
  return loginAnswer.parse(answer);
}
