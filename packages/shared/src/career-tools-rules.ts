/**
 * The form rules of the career-tools page (spec section 5), with no schema library: the page
 * checks them as the user types, before the schemas of career-tools.ts are needed.
 */

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

export function canUpgradeResume(input: { file: unknown; jobDetails: string }): boolean {
  return Boolean(input.file) && !isBlank(input.jobDetails);
}

export function canCreateJobAd(input: {
  jobTitle: string;
  jobDescription: string;
  requirements: string;
}): boolean {
  return [input.jobTitle, input.jobDescription, input.requirements].every((v) => !isBlank(v));
}
