import { CodeSentResponse } from '../accounts.ts';
import { OkResponse } from '../common.ts';
import type { EndpointSchemas } from '../endpoint-schemas.ts';
import {
  AvatarResponse,
  ChangePasswordRequest,
  CloseAccountRequest,
  ConfirmPhoneCodeRequest,
  PhoneVerificationStatus,
  Profile,
  SendPhoneCodeRequest,
  UpdateProfileRequest,
} from '../profile.ts';

/** The schemas of endpoints/profile.ts, by the same names. */
export const profileSchemas = {
  profile: { response: Profile },
  updateProfile: { body: UpdateProfileRequest, response: Profile },
  uploadAvatar: { response: AvatarResponse },
  removeAvatar: { response: AvatarResponse },
  changePassword: { body: ChangePasswordRequest, response: OkResponse },
  phoneVerification: { response: PhoneVerificationStatus },
  sendPhoneCode: { body: SendPhoneCodeRequest, response: CodeSentResponse },
  confirmPhoneCode: { body: ConfirmPhoneCodeRequest, response: PhoneVerificationStatus },
  closeAccount: { body: CloseAccountRequest, response: OkResponse },
} as const satisfies Record<string, EndpointSchemas>;
