import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's schemas, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, municipalityName: string) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${municipalityName} e-Belediye API`, version: '1.0.0', description: 'Every operation is POST /api/<OperationName> with a JSON body.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
