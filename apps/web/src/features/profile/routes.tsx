import type { RouteObject } from 'react-router';
import type { AppServices } from '../../app/services.ts';

/** Main-area profile screens (SPEC §2 profile sections). */
export const profileRoutes = (_services: AppServices): RouteObject[] => [];
