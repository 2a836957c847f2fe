/**
 * The words of a yes/no question's two answers in every language the app speaks. A new yes/no
 * habit gets them in the language active when it is made (new-habit-values.ts), and stays a
 * yes/no habit (one tap in the table and on home toggles it) whatever language the app shows
 * later: the answers are the user's data, kept as they were written.
 */
const YES = new Set(['yes', 'ja', 'sí', 'si', 'oui', 'sim', 'نعم']);
const NO = new Set(['no', 'nein', 'non', 'não', 'nao', 'لا']);

const word = (label: string | null | undefined) => (label ?? '').trim().toLocaleLowerCase();

/** "Yes" in any of the app's languages (any case, spaces around it ignored). */
export const isYesWord = (label: string | null | undefined): boolean => YES.has(word(label));

/** "No" in any of the app's languages. */
export const isNoWord = (label: string | null | undefined): boolean => NO.has(word(label));
