/**
 * Error codes of the API contract (DESIGN section 6). The server answers
 * `{ error: { code, message } }`; the web app turns the code into text in the
 * user's language (locales `errors.<CODE>`), so `message` is for logs and API clients.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** Spec section 8: "Invalid email or password". */
  INVALID_CREDENTIALS: 401,
  /** A one-time code that is wrong, used or expired. */
  INVALID_CODE: 401,
  /** A reset or invitation link that is wrong, used or expired. */
  INVALID_TOKEN: 400,
  /** The user or the user's company is deactivated. */
  ACCOUNT_DISABLED: 403,
  /** Spec section 8: "This user is already registered". */
  USER_EXISTS: 409,
  /** Spec section 8: "You need to login to upload files". */
  LOGIN_TO_UPLOAD: 401,
  /** Applying to a job needs a signed-in candidate. */
  LOGIN_TO_APPLY: 401,
  /** Spec section 8: "You must login to add application". */
  LOGIN_TO_ADD_APPLICATION: 401,
  /** Spec section 8: "File too large. Maximum 10MB." */
  FILE_TOO_LARGE: 413,
  /** A file with no content. */
  FILE_EMPTY: 400,
  /** A PDF or Word file whose content cannot be read (damaged or truncated). */
  FILE_UNREADABLE: 422,
  /** No file in an upload. */
  FILE_REQUIRED: 400,
  /** An upload whose client stopped sending (no closing boundary, a stalled connection) or was too slow. */
  UPLOAD_TIMEOUT: 408,
  /** A multipart/form-data body that cannot be parsed (no boundary, a broken part). */
  MULTIPART_INVALID: 400,
  /** Spec section 8: "Error uploading file" (the file could not be stored). */
  UPLOAD_FAILED: 500,
  /** Spec section 8: "You have already applied to this job". */
  ALREADY_APPLIED: 409,
  /** Spec section 8: "This application already exists". */
  APPLICATION_EXISTS: 409,
  /** Duplicates in a company pool: the resume is not flagged and no other resume is flagged as it. */
  NOT_A_DUPLICATE: 409,
  /** Merging duplicates: the resume to keep is not one of the person's resumes. */
  RESUME_NOT_IN_GROUP: 400,
  /** Merging duplicates: two of the person's resumes were sent to the same job. */
  MERGE_CONFLICT: 409,
  /** Spec sections 5 and 8: "Please fill note content". */
  NOTE_CONTENT_REQUIRED: 400,
  /** An interviewer already has an interview at that time: asked to confirm (`allowOverlap`). */
  INTERVIEW_OVERLAP: 409,
  /** A cancelled interview is not changed any more. */
  INTERVIEW_CANCELLED: 409,
  /** An interviewer who is not of the company's team. */
  NOT_COMPANY_STAFF: 400,
  /** Spec section 8: "SMS failure" (the provider refused, failed or did not answer; recorded). */
  SMS_FAILED: 502,
  /** The candidate opted out of SMS. */
  SMS_OPTED_OUT: 409,
  /** No valid phone number (or e-mail address) for the candidate. */
  NO_CONTACT: 409,
  /** An SMS longer than 10 parts. */
  SMS_TOO_LONG: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Spec section 8: "Unsupported file type. Please upload PDF or Word." */
  UNSUPPORTED_FILE_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** Documents: an upload that is not what it claims, or that cannot be read. */
  EMPTY_FILE: 400,
  NOT_A_PDF: 415,
  PDF_ENCRYPTED: 422,
  /** A file that would take more than the reading limits (inflated size, time, memory): a "bomb". */
  FILE_TOO_COMPLEX: 422,
  PDF_CORRUPT: 422,
  NO_TEXT_FOUND: 422,
  PAYMENT_REQUIRED: 402,
  /** AI provider: refused the request, answered something unusable, or took too long. */
  AI_PROVIDER_ERROR: 502,
  AI_BAD_RESPONSE: 502,
  AI_TIMEOUT: 504,
  /** "Improve with AI" on a scan: the configured AI provider does not read images. */
  AI_CANNOT_READ_IMAGES: 409,
  /** "Improve with AI": the resume already has its text. */
  RESUME_HAS_TEXT: 409,
  /** "Improve with AI": only a PDF's pages can be shown to the model (a Word file with no text has none). */
  RESUME_NOT_PDF: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    /** For validation errors: the fields that failed, with the reason. */
    fields?: { path: string; message: string }[];
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ErrorBody).error?.code === 'string'
  );
}
