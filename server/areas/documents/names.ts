// A document's name and its file's extension: the preview and the zips read the extension of the name.

/** Extensions of the files a document may hold (upload.ts DOCUMENT_TYPES, plus jpeg). */
const FILE_EXTENSIONS = /\.(pdf|png|jpe?g|docx|xlsx|odt|ods|csv|txt)$/i;

/** The name ending with the file's extension: kept, replacing a file extension, or appended. */
export function nameWithExtension(name: string, ext: string): string {
  if (!ext || name.toLowerCase().endsWith(`.${ext.toLowerCase()}`)) return name;
  return `${name.replace(FILE_EXTENSIONS, '').slice(0, 254 - ext.length)}.${ext}`;
}
