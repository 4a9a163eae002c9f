import { endpoints, type UploadKind } from '@elevar/contract';
import type { UploadTarget } from '../../../api/useChunkedUpload.ts';

/** Learning's media and packages through the one upload path (`api/useChunkedUpload.ts`), as `kind`. */
export function learningUpload(kind: UploadKind): UploadTarget {
  return {
    start: (http, file, chunkSize, signal) =>
      http.call(endpoints.adminLearningStartUpload, {
        signal,
        body: { name: file.name, size: file.size, kind, chunk_size: chunkSize },
      }),
    status: endpoints.adminLearningUpload,
    partUrls: endpoints.adminLearningUploadPartUrls,
    part: endpoints.adminLearningUploadPart,
  };
}

/** The upload kind an activity kind's file goes through, or null when it takes an address only. */
export function uploadKindOf(activityKind: string): UploadKind | null {
  switch (activityKind) {
    case 'video':
      return 'video';
    case 'audio':
      return 'audio';
    case 'pdf':
      return 'pdf';
    case 'ppt':
      return 'presentation';
    case 'html':
      return 'package';
    case 'flash':
      return 'flash';
    default:
      return null;
  }
}

/** File types offered by the file chooser for an upload kind. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  video: 'video/mp4,video/webm,video/ogg,.mp4,.webm,.ogv',
  audio: 'audio/mpeg,audio/wav,audio/x-wav,audio/ogg,.mp3,.wav,.ogg,.oga',
  pdf: 'application/pdf,.pdf',
  package: '.zip,application/zip',
  presentation:
    '.pptx,.ppt,application/vnd.openxmlformats-officedocument.presentationml.presentation,application/vnd.ms-powerpoint',
  flash: '.swf,application/x-shockwave-flash',
};
