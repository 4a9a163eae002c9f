import { REGISTRATION_VARIANT_ROUTES } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { REGISTER_PATHS } from '../accountRoutes.tsx';

describe('account routes', () => {
  it('serve every registration variant at the path the domain names', () => {
    expect(REGISTER_PATHS).toEqual(REGISTRATION_VARIANT_ROUTES);
  });
});
