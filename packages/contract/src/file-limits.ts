/**
 * What UploadFile accepts. The type is decided by the file's first bytes, not by its name;
 * the extension must agree with them. Document names are at most 25 characters.
 */
export const fileLimits = {
  maxBytes: 5 * 1024 * 1024,
  documentNameMaxLength: 25,
  fileNameMaxLength: 120,
  /** Files one anonymous upload session may hold before it is attached to an application. */
  maxFilesPerUploadSession: 10,
  types: {
    pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
    png: { contentType: 'image/png', extensions: ['png'] },
    jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
    docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  },
} as const;

export type FileKind = keyof typeof fileLimits.types;

export const allowedFileExtensions: readonly string[] = Object.values(fileLimits.types).flatMap((t) => t.extensions);

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
