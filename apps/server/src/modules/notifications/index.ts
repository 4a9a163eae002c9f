// notifications' public surface: other modules and the app import notifications only from here.
import type { ServerModule } from '../manifest.ts';
import { notificationRoutes } from './routes.ts';

export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes: [notificationRoutes],
};

export { type NotifyInput, notify } from './notify.ts';
