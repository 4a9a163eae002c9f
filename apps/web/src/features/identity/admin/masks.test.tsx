import type { Session } from '@elevar/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, makeSession } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';
import { setViewport } from '../../../test/viewport.ts';
import type { ReviewAccount } from './api.ts';

const tokens = { access_token: 'acc', refresh_token: 'ref', kind: 'normal' as const };

function reviewer(): Session {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'program_admin' } });
}

function account(id: number, fullName: string, document: string, phone: string): ReviewAccount {
  return {
    id,
    username: fullName.toLowerCase().replace(' ', '.'),
    full_name: fullName,
    email: `${id}@example.com`,
    document,
    phone_mobile: phone,
    country: 'BR',
    variant: 'default',
    role: 'learner',
    status: 'awaiting_approval',
    fields: [],
    created_at: '2026-03-02T12:00:00Z',
  };
}

// the same country's numbers as they were stored: national digits beside E.164
const ACCOUNTS = [
  {
    ...account(1, 'Nina Nova', '12345678909', '11912340000'),
    // what a client's register form asked: a document and a phone of its own
    fields: [
      { name: 'dynamic.document', label: 'Documento', type: 'document' as const, value: '52998224725' },
      { name: 'dynamic.store_phone', label: 'Telefone da loja', type: 'phone' as const, value: '1131234567' },
    ],
  },
  account(2, 'Otto Osório', '529.982.247-25', '+5521998765432'),
];

async function openReview() {
  const session = reviewer();
  const app = await createTestApp({
    path: '/admin/accounts',
    state: { common: { tokens, session, language: 'pt-BR', redirect: null } },
    server: fakeFetch({
      'GET /api/v1/session': () => json(session),
      'GET /api/v1/admin/accounts': () => json({ count: 2, page: 1, page_size: 20, results: ACCOUNTS }),
    }),
  });
  renderApp(app.services, app.router);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("pending registrations show documents and phones with the country's mask", () => {
  it('in the table', async () => {
    setViewport(false);
    await openReview();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const nina = within(table).getByRole('row', { name: /Nina Nova/ });
    expect(within(nina).getByText('123.456.789-09')).toBeTruthy();
    expect(within(nina).getByText('+55 11 91234-0000')).toBeTruthy();
    expect(within(nina).getByText('529.982.247-25')).toBeTruthy();
    expect(within(nina).getByText('+55 11 3123-4567')).toBeTruthy();
    const otto = within(table).getByRole('row', { name: /Otto Osório/ });
    expect(within(otto).getByText('529.982.247-25')).toBeTruthy();
    expect(within(otto).getByText('+55 21 99876-5432')).toBeTruthy();
  });

  it('in the cards', async () => {
    setViewport(true);
    await openReview();
    const heading = await screen.findByRole('heading', { name: 'Nina Nova' }, { timeout: 5000 });
    const nina = heading.closest('li');
    if (!nina) throw new Error('the account has no card');
    expect(within(nina).getByText('123.456.789-09')).toBeTruthy();
    expect(within(nina).getByText('+55 11 91234-0000')).toBeTruthy();
  });
});
