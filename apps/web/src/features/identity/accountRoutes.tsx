import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';

/** Open-area account screens: registration variants, first access, password request and links, blocked page. */
export const accountRoutes = (_services: AppServices): RouteObject[] => [];
