/**
 * Spreadsheets run a cell starting with = + - @ (or a tab / carriage return before one) as a
 * formula. A leading single quote makes them show it as text (OWASP "CSV injection").
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
