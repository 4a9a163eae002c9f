import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../test/testApp.tsx';

async function openPortfolio(primaryColor: string) {
  const app = await createTestApp({
    path: '/portfolio',
    server: withLoginParams(fakeFetch(), { portfolio_enabled: true, primary_color: primaryColor }),
  });
  renderApp(app.services, app.router);
  await screen.findByRole('heading', { level: 1 });
}

/** The colour a Mantine button is painted with (its CSS variables). */
function paint(element: HTMLElement) {
  return {
    fill: element.style.getPropertyValue('--button-bg'),
    text: element.style.getPropertyValue('--button-color'),
  };
}

describe("the portfolio in the client's brand colour", () => {
  it('fills the sign-in buttons with it, and writes on them in a colour that contrasts', async () => {
    await openPortfolio('#5f3dc4');
    const signIn = screen.getAllByRole('link', { name: 'Entrar' });
    expect(signIn).toHaveLength(2);
    for (const button of signIn)
      expect(paint(button)).toEqual({ fill: '#5f3dc4', text: 'var(--mantine-color-white)' });
    expect(
      screen.getByRole('link', { name: 'Sobre a equipe' }).style.getPropertyValue('--button-color'),
    ).toBe('#5f3dc4');
  });

  it('puts dark text on a light brand colour, and does not write text in a colour that white washes out', async () => {
    await openPortfolio('#ffd43b');
    for (const button of screen.getAllByRole('link', { name: 'Entrar' }))
      expect(paint(button)).toEqual({ fill: '#ffd43b', text: 'var(--mantine-color-black)' });
    expect(
      screen.getByRole('link', { name: 'Sobre a equipe' }).style.getPropertyValue('--button-color'),
    ).not.toBe('#ffd43b');
  });
});
