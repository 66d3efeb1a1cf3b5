import * as v from 'valibot';

// The photo upload flow (docs/decisions/007): POST /api/objects/upload → uploadURL;
// PUT uploadURL with the raw bytes; PUT /api/objects/acl → objectPath.

/** Photo rules shared by the API and the forms. The server judges type by bytes, never by name. */
export const PHOTO_RULES = {
  maxBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;

export type UploadUrlDto = { uploadURL: string };

/** Answer of `PUT {uploadURL}`: the stored photo (not yet public). */
export type UploadedObjectDto = { objectPath: string; widths: number[]; width: number; height: number };

/**
 * `objectPath` may be the stored photo's path (`/objects/uploads/<id>`) or the upload URL it came through
 * (absolute or a path), as the original client sent the upload URL itself.
 */
export const aclSchema = v.object({
  objectPath: v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), v.maxLength(500, 'tooLong')),
});

export type AclDto = { objectPath: string };
