import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';

const MB = 1024 * 1024;
const HOUR_MS = 3_600_000;

/** Per account, from the configuration; 0 is no limit. */
export interface UploadLimits {
  quotaBytes: number;
  bytesPerHour: number;
  filesPerHour: number;
}

export const uploadLimitsOf = (
  config: Pick<Config, 'UPLOAD_QUOTA_MB' | 'UPLOAD_RATE_MB_PER_HOUR' | 'UPLOAD_RATE_FILES_PER_HOUR'>,
): UploadLimits => ({
  quotaBytes: config.UPLOAD_QUOTA_MB * MB,
  bytesPerHour: config.UPLOAD_RATE_MB_PER_HOUR * MB,
  filesPerHour: config.UPLOAD_RATE_FILES_PER_HOUR,
});

/** What an account has uploaded: everything it still holds, and the last hour's (see `uploadWindowStart`). */
export interface AccountUploads {
  totalBytes: number;
  recentBytes: number;
  recentFiles: number;
  /** When the earliest of the last hour's uploads was made (ISO), null when there was none. */
  earliestRecent: string | null;
}

/** Where the hour of the upload rate starts, as the documents' `uploaded_at` are written. */
export const uploadWindowStart = (now: number) => new Date(now - HOUR_MS).toISOString();

/** One more byte in one more file: what is checked before the body of an upload is read. */
export const ANY_UPLOAD = { bytes: 1, files: 1 };

const megabytes = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Refuses an upload of `incoming` on top of what the account uploaded: 413 storage_quota_exceeded
 * when its documents would go over its quota, 429 upload_rate_limited (with Retry-After) when it
 * would go over the hour's allowance. A disk is shared by the whole office: one account, or one
 * stolen session, must not be able to fill it.
 */
export function checkUploadAllowance(
  limits: UploadLimits,
  uploads: AccountUploads,
  incoming: { bytes: number; files: number },
  now: number,
): void {
  if (limits.quotaBytes > 0 && uploads.totalBytes + incoming.bytes > limits.quotaBytes) {
    throw new AppError(
      'storage_quota_exceeded',
      `Your documents would go over your storage quota of ${megabytes(limits.quotaBytes)} MB (${megabytes(uploads.totalBytes)} MB used, ` +
        'documents in the trash included until an administrator purges them)',
    );
  }
  const overFiles = limits.filesPerHour > 0 && uploads.recentFiles + incoming.files > limits.filesPerHour;
  const overBytes = limits.bytesPerHour > 0 && uploads.recentBytes + incoming.bytes > limits.bytesPerHour;
  if (!overFiles && !overBytes) return;
  // When the earliest upload of the hour leaves it; an upload larger than the hour's allowance waits the hour.
  const freedAt = uploads.earliestRecent === null ? now + HOUR_MS : Date.parse(uploads.earliestRecent) + HOUR_MS;
  const retryAfterSeconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
  const allowance = [
    limits.filesPerHour > 0 ? `${limits.filesPerHour} files` : null,
    limits.bytesPerHour > 0 ? `${megabytes(limits.bytesPerHour)} MB` : null,
  ].filter(Boolean);
  throw new AppError(
    'upload_rate_limited',
    `At most ${allowance.join(' and ')} may be uploaded per hour; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`,
    undefined,
    { retryAfterSeconds },
  );
}
