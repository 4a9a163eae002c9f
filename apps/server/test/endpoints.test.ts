import { endpointSchemas, endpoints } from '@elevar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the contract table and the server', () => {
  it('serves every entry of the table at its method and path, documented with the answer its schemas pair', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${name}: ${endpoint.method} ${endpoint.path}`).toBeDefined();
      const schemas = endpointSchemas[name as keyof typeof endpointSchemas];
      if ('response' in schemas) {
        const success = 'status' in schemas ? [schemas.status].flat()[0] : 200;
        expect(operation.responses[String(success)]?.content, name).toHaveProperty('application/json');
      }
      if (endpoint.encoding.endsWith('-bearer')) expect(operation.security, name).toEqual([{ bearer: [] }]);
    }
  });
});
