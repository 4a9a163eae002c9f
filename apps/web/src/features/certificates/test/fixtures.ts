import type { Certificate } from '@elevar/contract';

export const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXY2';

export function makeCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 5,
    course_id: 9,
    code: CODE,
    kind: 'course',
    learner_name: 'Ana Souza',
    title: 'Atendimento ao cliente',
    client_name: 'Academia Elevar',
    completed_at: '2026-11-20T15:00:00.000Z',
    score: 92.5,
    workload_hours: 4,
    verify_url: `http://app.test/certificates/verify/${CODE}`,
    revoked_at: null,
    ...overrides,
  };
}
