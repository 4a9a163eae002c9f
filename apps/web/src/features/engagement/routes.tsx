import type { RouteObject } from 'react-router';

export const homeRoute = (): RouteObject => ({
  path: 'home',
  lazy: { Component: async () => (await import('./pages/HomePage.tsx')).HomePage },
});
