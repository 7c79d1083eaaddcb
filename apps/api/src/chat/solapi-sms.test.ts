// The SOLAPI adapter against a real HTTP server on loopback that checks what SOLAPI checks: the
// signed authorization header and the message.
import { createHmac } from 'node:crypto';

import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSolapiSmsSender, SOLAPI_SEND_PATH, solapiAuthorization } from './solapi-sms';

const KEY = 'NCS-TEST-KEY';
const SECRET = 'test-secret-of-the-provider';
const HEADER = /^HMAC-SHA256 apiKey=(.+), date=(.+), salt=(.+), signature=([0-9a-f]{64})$/;

describe('SOLAPI SMS sender', () => {
  let provider: FastifyInstance;
  let baseUrl = '';
  const received: Array<{ authorization: string; body: unknown }> = [];
  let answerStatus = 200;

  beforeAll(async () => {
    provider = Fastify();
    provider.post(SOLAPI_SEND_PATH, async (request, reply) => {
      const authorization = String(request.headers.authorization);
      received.push({ authorization, body: request.body });
      const [, apiKey, date, salt, signature] = HEADER.exec(authorization) ?? [];
      const expected = createHmac('sha256', SECRET).update(`${date}${salt}`).digest('hex');
      if (apiKey !== KEY || signature !== expected) {
        return reply.code(403).send({ errorCode: 'SignatureDoesNotMatch' });
      }
      return reply.code(answerStatus).send({ statusCode: answerStatus === 200 ? '2000' : '3000' });
    });
    baseUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => provider.close());

  it('signs the date and salt with the secret, as SOLAPI documents', () => {
    expect(solapiAuthorization('k', 's', '2026-11-24T00:00:00.000Z', 'abc')).toBe(
      `HMAC-SHA256 apiKey=k, date=2026-11-24T00:00:00.000Z, salt=abc, signature=${createHmac('sha256', 's').update('2026-11-24T00:00:00.000Zabc').digest('hex')}`,
    );
  });

  it('sends the text from the registered number, accepted by the provider', async () => {
    answerStatus = 200;
    const sender = createSolapiSmsSender({
      apiKey: KEY,
      apiSecret: SECRET,
      senderNumber: '18007905',
      baseUrl,
    });
    await sender.send('01012345678', '[법무법인 대륜] 인증번호는 123456입니다.');
    expect(received.at(-1)?.body).toEqual({
      message: {
        to: '01012345678',
        from: '18007905',
        text: '[법무법인 대륜] 인증번호는 123456입니다.',
      },
    });
  });

  it('fails when the provider refuses (a wrong secret, an error status)', async () => {
    const wrong = createSolapiSmsSender({
      apiKey: KEY,
      apiSecret: 'not-the-secret',
      senderNumber: '18007905',
      baseUrl,
    });
    await expect(wrong.send('01012345678', 'x')).rejects.toThrow(/403.*SignatureDoesNotMatch/);
    answerStatus = 400;
    const right = createSolapiSmsSender({
      apiKey: KEY,
      apiSecret: SECRET,
      senderNumber: '1',
      baseUrl,
    });
    await expect(right.send('01012345678', 'x')).rejects.toThrow(/400/);
  });
});
