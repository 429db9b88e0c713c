/** Spec 01 §5 and 02 §5: no commas or apostrophes in an uploaded file's name. */
export function isAllowedFileName(name: string): boolean {
  return !/[,'’]/.test(name);
}

export const FILE_NAME_RULE_MESSAGE = 'Please do not use any commas or apostrophes in the file name!';
