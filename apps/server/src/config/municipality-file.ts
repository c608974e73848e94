import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeIssues, MunicipalityFileError } from './municipality-errors';
import { municipalitySchema, type Municipality } from './municipality-schema';
import { serverRoot } from './server-files';

/** The demo municipality shipped with the portal; MUNICIPALITY_FILE names another. */
export const shippedMunicipalityFile = path.join(serverRoot, 'config/municipalities/antakya/municipality.json');

/** The municipality with where its files are on disk. */
export interface MunicipalityConfig extends Municipality {
  /** The municipality file itself. */
  file: string;
  /** The images the portal serves at /municipality/<name>, by name: the seal, the favicon and the mayor's photo. */
  files: Record<string, string>;
  sealFile: string;
}

/** The address the portal serves a file of the municipality's folder at. */
export const municipalityFileUrl = (name: string) => `/municipality/${name}`;

const imageFields = [['seal'], ['favicon'], ['mayor', 'photo']] as const;

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new MunicipalityFileError(file, [`dosya okunamadı / the file cannot be read: ${(error as Error).message}`]);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (error) {
    throw new MunicipalityFileError(file, [`${path.basename(file)}: geçerli bir JSON değil / is not valid JSON: ${(error as Error).message}`]);
  }
}

/** The image fields whose value is a file name that is not beside the municipality file. */
function missingImages(file: string, raw: unknown): string[] {
  const problems: string[] = [];
  for (const fieldPath of imageFields) {
    let value: unknown = raw;
    for (const key of fieldPath) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (typeof value !== 'string' || value === '' || /[\\/]/.test(value)) continue;
    const image = path.join(path.dirname(file), value);
    if (!existsSync(image)) problems.push(`${path.basename(file)}: "${fieldPath.join('.')}" — dosya bulunamadı / file not found: ${image}`);
  }
  return problems;
}

/**
 * Reads and checks the municipality file; a wrong one stops the start with every wrong field
 * named (MunicipalityFileError), never with the first alone.
 */
export function loadMunicipalityFile(file: string): MunicipalityConfig {
  const raw = readJson(file);
  const parsed = municipalitySchema.safeParse(raw, { reportInput: true });
  const problems = [...(parsed.success ? [] : describeIssues(path.basename(file), parsed.error.issues)), ...missingImages(file, raw)];
  if (!parsed.success || problems.length > 0) throw new MunicipalityFileError(file, problems);
  const municipality = parsed.data;
  const dir = path.dirname(file);
  const names = [municipality.seal, municipality.favicon, municipality.mayor.photo].filter(Boolean);
  return {
    ...municipality,
    file,
    files: Object.fromEntries(names.map((name) => [name, path.join(dir, name)])),
    sealFile: path.join(dir, municipality.seal),
  };
}
