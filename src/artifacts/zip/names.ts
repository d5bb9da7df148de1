/**
 * Member-name hazards. Extractors (and loaders that extract, like Keras and `torch.hub`) write
 * members relative to a directory; these names escape it or differ between platforms.
 */

/** A problem with a member name, or undefined when the name is harmless. */
export function nameHazard(name: string): string | undefined {
  if (name.length === 0) return 'empty member name';
  if (name.includes('\0')) return 'NUL byte in member name';
  if (name.length > 4096) return 'member name longer than 4096 characters';
  // Windows extractors treat backslash as a separator: `..\\..\\x` escapes there but not in a
  // POSIX check, so normalise before looking for traversal.
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/')) return 'absolute member path';
  if (/^[a-zA-Z]:/.test(normal)) return 'drive-letter member path';
  if (normal.split('/').some((segment) => segment === '..')) return 'path traversal (..) in member name';
  if (name.includes('\\')) return 'backslash in member name';
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Member names are UTF-8 when flag bit 11 is set, CP437 otherwise; latin1 keeps every byte visible. */
export function decodeName(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
