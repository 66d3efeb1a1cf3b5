import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages, type MessageCode } from '#api/contract/messages.ts';

/** An expected failure with a status and a stable code; rendered by the app's onError. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, codeOrMessage: MessageCode | string, extra: Record<string, unknown> = {}) {
    const known = Object.hasOwn(messages, codeOrMessage);
    super(known ? messages[codeOrMessage as MessageCode] : codeOrMessage);
    this.status = status;
    this.code = codeOrMessage;
    this.extra = extra;
  }
}

export const badRequest = (code: MessageCode | string, extra?: Record<string, unknown>) => new AppError(400, code, extra);
export const unauthorized = () => new AppError(401, 'notAuthenticated');
export const forbidden = (code: MessageCode | string = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageCode | string = 'notFound') => new AppError(404, code);
export const conflict = (code: MessageCode | string, extra?: Record<string, unknown>) => new AppError(409, code, extra);
