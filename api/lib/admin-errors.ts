import { AppError } from '#api/lib/errors.ts';
import { adminMessages, type AdminMessageCode } from '#api/contract/admin.ts';

/** An admin error: a stable code for the app to translate, the English sentence for other clients. */
export function adminError(status: 400 | 404 | 409, code: AdminMessageCode) {
  const error = new AppError(status, code);
  error.message = adminMessages[code];
  return error;
}
