import { type CertificateTemplateInput, type CertificateTemplatePreview, endpoints } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '../../api/HttpContext.tsx';
import { saveFile } from '../../api/saveFile.ts';
import { useAppState } from '../../storage/StoreContext.tsx';

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

/** GET /api/v1/certificates/:id/credential: the Open Badges 3.0 credential (a signed JWT-VC), saved by the browser. */
export function useCredentialDownload() {
  const http = useHttp();
  return useMutation({
    mutationFn: async (certificate: { id: number; code: string }) => {
      const file = await http.download(endpoints.certificateCredential, { params: { id: certificate.id } });
      saveFile(file, `certificate-${certificate.code}.jwt`);
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

export const STAFF_CERTIFICATES_PAGE_SIZE = 20;

/** The client the user acts in: the staff list's key carries it. */
function useClientId(): number | null {
  return useAppState((state) => state.common.session?.id_user_client_selected ?? null);
}

/** GET /api/v1/admin/certificates: a page of the client's certificates, searched. */
export function useStaffCertificates(query: { search: string; page: number }) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: [...certificateKeys.all, 'staff', clientId, query] as const,
    queryFn: ({ signal }) =>
      http.call(endpoints.adminCertificates, {
        signal,
        query: {
          ...(query.search ? { search: query.search } : {}),
          page: query.page,
          page_size: STAFF_CERTIFICATES_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v1/admin/certificates/:id/revoke: the lists (and verifications) are read again. */
export function useRevokeCertificate() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      http.call(endpoints.adminRevokeCertificate, {
        params: { id: input.id },
        body: { reason: input.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

/** GET /api/v1/admin/certificate-template: the client's template (else the platform's), for its editor. */
export function useCertificateTemplate() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: [...certificateKeys.all, 'template', clientId] as const,
    queryFn: ({ signal }) => http.call(endpoints.adminCertificateTemplate, { signal }),
  });
}

/** PUT /api/v1/admin/certificate-template: a new version; the editor's read gets the saved answer. */
export function useSaveCertificateTemplate() {
  const http = useHttp();
  const clientId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateTemplateInput) =>
      http.call(endpoints.adminSaveCertificateTemplate, { body }),
    onSuccess: (saved) => queryClient.setQueryData([...certificateKeys.all, 'template', clientId], saved),
  });
}

/** POST /api/v1/admin/certificate-template/images/:slot: a logo or signature, checked and stored by the server. */
export function useUploadTemplateImage() {
  const http = useHttp();
  return useMutation({
    mutationFn: (input: { slot: 'logo' | 'signature'; file: File }) => {
      const body = new FormData();
      body.append('file', input.file, input.file.name);
      return http.call(endpoints.adminCertificateTemplateImage, { params: { slot: input.slot }, body });
    },
  });
}

/** POST /api/v1/admin/certificate-template/preview: the PDF of unsaved values, as bytes. */
export function usePreviewFetcher() {
  const http = useHttp();
  return useCallback(
    async (body: CertificateTemplatePreview, signal: AbortSignal) => {
      const file = await http.download(endpoints.adminCertificateTemplatePreview, { body, signal });
      return new Uint8Array(await file.blob.arrayBuffer());
    },
    [http],
  );
}
