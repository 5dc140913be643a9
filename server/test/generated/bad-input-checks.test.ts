import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerProblems } from './bad-input.js';

/** The checks of the generated bad-input tests must be able to fail. */
const answer = (statusCode: number, body: unknown) =>
  ({ statusCode, body: typeof body === 'string' ? body : JSON.stringify(body), json: () => (typeof body === 'string' ? JSON.parse(body) : body) }) as unknown as LightMyRequestResponse;

describe('checks of an answer to bad input', () => {
  it('accepts a Spanish refusal and any success', () => {
    expect(answerProblems(answer(400, { messages: ['Marca: Es requerido'] }))).toEqual([]);
    expect(answerProblems(answer(413, { messages: ['La solicitud es demasiado grande'] }))).toEqual([]);
    expect(answerProblems(answer(200, { id: 1 }))).toEqual([]);
  });

  it('refuses a 500, an answer without messages, and English or framework codes', () => {
    expect(answerProblems(answer(500, { messages: ['Error interno del servidor'] }))).toHaveLength(1);
    expect(answerProblems(answer(400, { error: 'Bad Request' }))).toHaveLength(1);
    expect(answerProblems(answer(400, { messages: [] }))).toHaveLength(1);
    expect(answerProblems(answer(400, 'no json'))).toHaveLength(1);
    for (const english of ['Invalid input: expected number, received string', 'FST_ERR_CTP_INVALID_MEDIA_TYPE', "querystring/page must be integer", 'Unexpected token } in JSON', 'value "2147483648" is out of range for type integer']) {
      expect(answerProblems(answer(400, { messages: [english] })), english).not.toEqual([]);
    }
  });
});
