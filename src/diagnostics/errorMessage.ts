/** What anything thrown says: an Error's message, or the value itself as text (a plugin may throw a string). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
