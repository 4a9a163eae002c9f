import { endpoints, type RegisterRequest } from '@elevar/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';

/** POST /api/v1/accounts/register (JSON, no authorization): the account is created awaiting approval. */
export function useRegister() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: RegisterRequest) => http.call(endpoints.register, { body }),
  });
}

/** Where the register-success screen reads the address the approval e-mail goes to. */
export interface RegisterSuccessState {
  email: string;
}
