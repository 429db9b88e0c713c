/** "4242424242424242" as "4242 4242 4242 4242", as people read card numbers (at most 19 digits). */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}
