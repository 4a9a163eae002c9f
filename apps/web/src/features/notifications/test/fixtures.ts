export { makeNotification, pushed } from '../../../test/notifications.ts';
export {
  FakeSocket,
  FIRST_LOAD,
  installFakeSockets,
  type OpenOptions,
  openApp,
  page,
  setViewport,
  tokens,
} from '../../../test/signedInApp.ts';
