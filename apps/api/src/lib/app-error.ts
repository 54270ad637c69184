import { HTTP_STATUS_OF, type ErrorCode } from '@livery/domain';

/** The one error the API throws on purpose; the error handler turns it into DESIGN.md §3's shape. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = HTTP_STATUS_OF[code];
  }

  static notFound(what: string) {
    return new AppError('NOT_FOUND', `${what} was not found. It may have been deleted.`);
  }

  static staleVersion(what: string) {
    return new AppError(
      'CONFLICT',
      `This ${what} was changed by someone else since you opened it. Reload it and make your change again.`,
    );
  }

  static validation(fields: Record<string, string>, message = 'Some fields need your attention.') {
    return new AppError('VALIDATION', message, fields);
  }
}
