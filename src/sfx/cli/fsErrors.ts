const FS_REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  ENOENT: 'no such file or directory',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'not a directory',
  EISDIR: 'is a directory',
  EEXIST: 'already exists and is not a directory',
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  ENXIO: 'not a regular file (a socket?)',
};

/** The error's code (`ENOENT`), or '' when it has none. */
export function fsErrorCode(error: unknown): string {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/** Errors after which no other file can be written to the folder either. */
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

export function isOutOfSpace(error: unknown): boolean {
  return OUT_OF_SPACE.has(fsErrorCode(error));
}

/** A short, stable reason for a file-system error, instead of Node's message with its syscall noise. */
export function describeFsError(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return FS_REASONS[error.code] ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
