import { authRegisterRequest, authRegisterResponse } from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { OperationServices } from '../../platform/operation-context';
import { signUp } from './signup';

/** POST /api/auth/register: outside the registry as the spec has it, validated by the contract's shapes all the same. */
export function registerSignupRoute(app: FastifyInstance, deps: { db: Db; config: AppConfig; now: () => Date; services: OperationServices }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/api/auth/register',
    schema: {
      operationId: 'authRegister',
      tags: ['membership'],
      summary: 'Sign-up: the ID number of a registry without a membership, the e-mail on its record, and a password.',
      body: authRegisterRequest,
      response: { 200: authRegisterResponse },
    },
    handler: (request) => signUp({ ...deps, member: null, ip: request.ip, log: request.log }, request.body),
  });
}
