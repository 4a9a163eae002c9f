import { describe, expect, it } from 'vitest';
import { mayClientVouchFor } from './roles.ts';

describe('mayClientVouchFor', () => {
  it('lets a client vouch for its learners and salespeople', () => {
    expect(mayClientVouchFor({ isSuperuser: false, role: 'learner' }, [])).toBe(true);
    expect(mayClientVouchFor({ isSuperuser: false, role: 'salesperson' }, [])).toBe(true);
  });

  it('refuses staff roles unless the client names the role', () => {
    expect(mayClientVouchFor({ isSuperuser: false, role: 'program_admin' }, [])).toBe(false);
    expect(mayClientVouchFor({ isSuperuser: false, role: 'support' }, ['moderator'])).toBe(false);
    expect(mayClientVouchFor({ isSuperuser: false, role: 'moderator' }, ['moderator'])).toBe(true);
  });

  it('never vouches for a superuser, whatever the client allows, nor for a non-member', () => {
    expect(mayClientVouchFor({ isSuperuser: true, role: 'learner' }, ['learner', 'program_admin'])).toBe(
      false,
    );
    expect(mayClientVouchFor({ isSuperuser: false, role: null }, ['learner'])).toBe(false);
  });
});
