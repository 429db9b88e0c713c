/** "Arts & Design" -> "artsDesign": the i18n key part of a contract value shown to the customer. */
function keyPart(value: string): string {
  return value
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
}

/** The translated label of an industry (the English name is what the server stores). */
export const industryKey = (name: string) => `industries.${keyPart(name)}`;
/** The translated label of an experience level. */
export const experienceKey = (level: string) => `experience.${keyPart(level)}`;
