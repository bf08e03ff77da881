import type { FieldErrors } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A field's validation error in the user's language (the schemas' own messages are English). */
export function fieldError(t: TFunction, errors: FieldErrors, name: string): string | undefined {
  return errors[name] ? t(`auth:validation.${name}`) : undefined;
}
