import type { ScanContext } from '../context.js';
import { nameHazard } from './names.js';
import { FLAG_ENCRYPTED, FLAG_STRONG_ENCRYPTION, type LocalHeader } from './records.js';

/** Local headers (or directory entries) remembered per archive for the duplicate check. */
export const MAX_MEMBERS = 100_000;

function hazard(ctx: ScanContext, kind: string, detail: string, member: string): void {
  ctx.report.add({ severity: 'high', flag: 'ARCHIVE_HAZARD', kind, detail, member });
}

/** True when the member's data is ciphertext: the flag is set and it is not plain data in disguise. */
export function isEncrypted(header: LocalHeader): boolean {
  return (header.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0;
}

/**
 * What one member's header says before its data is read, whichever way the archive is read
 * (streamed in order, or through its central directory): unsafe or duplicate names, encryption,
 * a compression with no decoder here, and sizes that declare a bomb.
 */
export function checkMemberHeader(
  ctx: ScanContext,
  header: LocalHeader,
  name: string,
  path: string,
  seenNames: Set<string>,
): void {
  const problem = nameHazard(name);
  if (problem !== undefined) hazard(ctx, 'unsafe_member_path', `${problem}: ${name.slice(0, 200)}`, path);
  if (seenNames.has(name)) {
    hazard(ctx, 'duplicate_member', `${name} appears twice; loaders disagree on which copy wins`, path);
  } else if (seenNames.size < MAX_MEMBERS) seenNames.add(name);
  if (isEncrypted(header)) {
    const plainFlagged = header.method === 0 && header.compressedSize === header.uncompressedSize;
    const scheme = header.method === 99 ? 'AES' : 'ZipCrypto: a 12-byte header precedes the ciphertext';
    ctx.report.add({
      severity: 'medium',
      // A member loaders read as plain data is scanned (a hazard); real ciphertext is not.
      flag: plainFlagged ? 'ARCHIVE_HAZARD' : 'UNSCANNABLE',
      kind: 'encrypted_member',
      detail: plainFlagged
        ? `${name} is flagged encrypted but carries no encryption header: loaders that ignore the flag read it, so it is scanned as plain data`
        : `${name} is password-protected (${scheme}): its contents cannot be inspected without the password, ` +
          'and its sizes and CRC-32 describe the plaintext',
      member: path,
    });
  } else if (header.method !== 0 && header.method !== 8) {
    ctx.report.add({
      severity: 'medium',
      flag: 'UNSCANNABLE',
      kind: 'unsupported_compression',
      detail: `${name} uses compression method ${header.method}, which is not decompressed here: its contents were not inspected`,
      member: path,
    });
  }
  const l = ctx.limits;
  const declaredBomb =
    header.uncompressedSize > l.maxMemberBytes ||
    (header.uncompressedSize > l.ratioGraceBytes &&
      header.uncompressedSize > Math.max(header.compressedSize, 1) * l.maxRatio);
  if (declaredBomb) {
    hazard(
      ctx,
      'zip_bomb',
      `${name} declares ${header.uncompressedSize} bytes from ${header.compressedSize}`,
      path,
    );
  }
}

/** A stored member whose two sizes differ cannot be what it says (stored data is not transformed). */
export function checkStoredSizes(ctx: ScanContext, header: LocalHeader, name: string, path: string): void {
  if (header.method !== 0 || header.compressedSize === header.uncompressedSize) return;
  ctx.report.add({
    severity: 'medium',
    flag: 'MALFORMED_ARTIFACT',
    kind: 'member_integrity',
    detail: `${name}: stored size ${header.compressedSize} differs from declared ${header.uncompressedSize}`,
    member: path,
  });
}
