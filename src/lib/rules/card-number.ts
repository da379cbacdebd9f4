/**
 * Spec 5: a card number has 16 digits. Members type it as printed, in groups of four: spaces or
 * hyphens between digits are dropped before the number is checked or sent. Every card-number field
 * (the /card pairing, /link-card, the registration's card step) follows this one rule.
 */
export const CARD_NUMBER_PATTERN = /^\d{16}$/;

/** The digits of what the member typed (spaces and hyphens removed). */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** True when `input`, normalised, is a card number. */
export function isCardNumber(input: string): boolean {
  return CARD_NUMBER_PATTERN.test(normaliseCardNumber(input));
}

/**
 * The JSON Schema `pattern` of a card-number form field: it accepts exactly what `isCardNumber`
 * accepts (the forms' validator checks the typed text; the action sends it normalised).
 */
export const CARD_NUMBER_INPUT_PATTERN = '^[\\s-]*(?:[0-9][\\s-]*){16}$';

/** The number in groups of four, as printed (`4000 0000 0000 0001`). */
export function groupCardNumber(digits: string): string {
  return normaliseCardNumber(digits).replace(/(\d{4})(?=\d)/g, '$1 ');
}
