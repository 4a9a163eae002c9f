import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';

/** Open-area link logins: web-service login, partner redirects, single sign-on completion. */
export const linkLoginRoutes = (_services: AppServices): RouteObject[] => [];
