import { endpoints } from '@elevar/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { saveFile } from '../../api/saveFile.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
};

/** GET /api/v1/certificates: the learner's certificates in the selected client. */
export function useMyCertificates() {
  const http = useHttp();
  return useQuery({
    queryKey: certificateKeys.mine(),
    queryFn: ({ signal }) => http.call(endpoints.certificates, { signal }),
  });
}

/** GET /api/v1/certificates/:id/pdf through the authenticated client, saved by the browser. */
export function useCertificateDownload() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (certificate: { id: number; code: string }) => {
      const file = await http.download(endpoints.certificatePdf, { params: { id: certificate.id } });
      saveFile(file, `certificate-${certificate.code}.pdf`);
      return file;
    },
  });
}

/** GET /api/v1/certificates/verify/:code: public, signed out. */
export function useCertificateVerification(code: string) {
  const http = useHttp();
  return useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: ({ signal }) => http.call(endpoints.certificateVerify, { params: { code }, signal }),
  });
}
