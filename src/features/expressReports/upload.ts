// One PDF's upload (POST /express-reports/ as multipart) with its progress: the documents' upload.
import { uploadFile, type UploadOutcome } from '../documents/upload';

export type { UploadOutcome };
export const uploadReport = (file: File, fields: Record<string, string>, onProgress: (percent: number) => void) =>
  uploadFile(file, fields, onProgress, '/express-reports/');
