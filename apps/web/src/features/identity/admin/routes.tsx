import type { RouteObject } from 'react-router';
import type { AppServices } from '../../../app/services.ts';

/** Main-area staff screens for accounts: review of new accounts, outbox. */
export const adminRoutes = (_services: AppServices): RouteObject[] => [];
