/**
 * The heading of every billing document: the company record (name, TIN, VAT number, address,
 * phone, logo) and the branch the document is issued at: the branch named on the issuing
 * user's account (by code or name), else the company's first active branch.
 */
import { readFile, stat } from 'node:fs/promises';
import type { DocumentIssuer } from '../../engine/documents/document-types';
import { formatPhone } from '../../engine/format/phone';
import { normaliseStoredPath, resolveInStore } from '../files/access';
import type { RecordValues } from '../models/model-runtime';

/** A logo larger than this is left out rather than swelling every invoice. */
const MAX_LOGO_BYTES = 1024 * 1024;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** PNG and JPEG, the images a PDF embeds as they are, told by their first bytes. */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** The logo file value as a data URL, or undefined when there is none usable. */
async function logoDataUrl(value: unknown, dataDir: string): Promise<string | undefined> {
  const entry = (Array.isArray(value) ? value[0] : value) as { filepath?: unknown } | undefined;
  const filepath = typeof entry?.filepath === 'string' ? entry.filepath : undefined;
  if (!filepath) return undefined;
  try {
    let bytes: Buffer;
    if (filepath.startsWith('data:')) {
      const match = /^data:[^,]*;base64,(.*)$/s.exec(filepath);
      if (!match) return undefined;
      bytes = Buffer.from(match[1] ?? '', 'base64');
    } else {
      const file = resolveInStore(dataDir, normaliseStoredPath(filepath));
      if ((await stat(file)).size > MAX_LOGO_BYTES) return undefined;
      bytes = await readFile(file);
    }
    const type = bytes.length <= MAX_LOGO_BYTES ? imageType(bytes) : undefined;
    return type && `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    // A logo gone from the store must not stop a bill being printed.
    return undefined;
  }
}

function pickBranch(branches: RecordValues[], userBranch: string | null | undefined) {
  const wanted = text(userBranch).trim().toLowerCase();
  const named = wanted
    ? branches.find(
        (b) => text(b.code).toLowerCase() === wanted || text(b.name).toLowerCase() === wanted,
      )
    : undefined;
  return named ?? branches[0];
}

export async function documentIssuer(
  records: { company?: RecordValues; branches: RecordValues[] },
  userBranch: string | null | undefined,
  dataDir: string,
): Promise<DocumentIssuer> {
  const { company } = records;
  const branch = pickBranch(records.branches, userBranch);
  const logo = company ? await logoDataUrl(company.logo, dataDir) : undefined;
  return {
    name: text(company?.name),
    legalName: text(company?.legal_name),
    tin: text(company?.tin),
    vatNumber: text(company?.vat_number),
    address: [company?.sub_city, company?.woreda, company?.city]
      .map(text)
      .filter(Boolean)
      .join(', '),
    phone: formatPhone(company?.phone),
    email: text(company?.email),
    ...(branch
      ? {
          branch: {
            name: text(branch.name),
            address: text(branch.address).replace(/\s*\n\s*/g, ', '),
            phone: formatPhone(branch.phone),
          },
        }
      : {}),
    ...(logo ? { logo } : {}),
  };
}
