import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, openApp, sectionHeading, setViewport } from './test/profileFixtures.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contact section', () => {
  it("shows the mobile phone with the country's mask, however it was stored", async () => {
    setViewport(false);
    await openApp('/profile/contact', { profile: makeProfile({ phone_mobile: '11912340000' }) });
    await sectionHeading('Contato');
    expect(screen.getByText('+55 11 91234-0000')).toBeTruthy();
  });
});
