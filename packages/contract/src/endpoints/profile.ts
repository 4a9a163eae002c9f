import type { Endpoint } from '../endpoints.ts';

/** The signed-in user's profile: details, avatar, password, phone verification, account closure. */
export const profileEndpoints = {
  // Profile (signed in).
  profile: { method: 'GET', path: '/api/v1/profile', encoding: 'json-bearer' },
  updateProfile: { method: 'PATCH', path: '/api/v1/profile', encoding: 'json-bearer' },
  uploadAvatar: { method: 'POST', path: '/api/v1/profile/avatar', encoding: 'multipart-bearer' },
  removeAvatar: { method: 'DELETE', path: '/api/v1/profile/avatar', encoding: 'json-bearer' },
  changePassword: { method: 'POST', path: '/api/v1/profile/password', encoding: 'json-bearer' },
  phoneVerification: { method: 'GET', path: '/api/v1/profile/phone-verification', encoding: 'json-bearer' },
  sendPhoneCode: { method: 'POST', path: '/api/v1/profile/phone-verification/send', encoding: 'json-bearer' },
  confirmPhoneCode: {
    method: 'POST',
    path: '/api/v1/profile/phone-verification/confirm',
    encoding: 'json-bearer',
  },
  closeAccount: { method: 'POST', path: '/api/v1/profile/close', encoding: 'json-bearer' },
} as const satisfies Record<string, Endpoint>;
