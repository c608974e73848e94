import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { repoRoot } from '../config/server-files';

/** One shape of a vector logo, in the logo's own viewBox units. */
export interface LogoShape {
  /** An SVG path (circles are turned into two arcs). */
  d: string;
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  dash: number[] | null;
}

export type Logo = { kind: 'vector'; width: number; height: number; shapes: LogoShape[] } | { kind: 'image'; bytes: Buffer };

/** Who issues a document: the municipality's name, its province and county, and its logo (all from configuration). */
export interface Letterhead {
  municipalityName: string;
  municipalityNameCapital: string;
  cityName: string;
  countyName: string;
  logo: Logo | null;
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1]! : null;
};
const num = (tag: string, name: string) => Number(attribute(tag, name) ?? 0);
const paint = (value: string | null) => (value === null || value === 'none' ? null : value);

/**
 * Reads the flat SVG a municipality seal is drawn as: circle, rect and path elements with
 * fill, stroke, stroke-width and stroke-dasharray, in a viewBox. Anything else (groups,
 * transforms, gradients, text) is not drawn, so the reader refuses such a logo (null) rather
 * than print a part of it; a PNG or JPEG logo is then the way.
 */
export function readSvgLogo(svg: string): Logo | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const viewBox = root
    ? attribute(root, 'viewBox')
        ?.trim()
        .split(/[\s,]+/)
        .map(Number)
    : undefined;
  if (!viewBox || viewBox.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) return null;
  const body = svg.slice(svg.indexOf(root!) + root!.length, svg.lastIndexOf('</svg>'));
  const tags = body.match(/<[^>]+>/g) ?? [];
  const shapes: LogoShape[] = [];
  for (const tag of tags) {
    const name = /^<\/?\s*([a-zA-Z]+)/.exec(tag)?.[1];
    if (name === 'title' || name === 'desc' || tag.startsWith('</')) continue;
    if (attribute(tag, 'transform') !== null) return null;
    let d: string;
    if (name === 'circle') {
      const [cx, cy, r] = [num(tag, 'cx'), num(tag, 'cy'), num(tag, 'r')];
      d = `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
    } else if (name === 'rect') {
      d = `M${num(tag, 'x')} ${num(tag, 'y')}h${num(tag, 'width')}v${num(tag, 'height')}h${-num(tag, 'width')}z`;
    } else if (name === 'path') {
      d = attribute(tag, 'd') ?? '';
    } else return null;
    const dash = attribute(tag, 'stroke-dasharray');
    shapes.push({
      d,
      fill: paint(attribute(tag, 'fill') ?? '#000'),
      stroke: paint(attribute(tag, 'stroke')),
      strokeWidth: Number(attribute(tag, 'stroke-width') ?? 1),
      dash: dash
        ? dash
            .trim()
            .split(/[\s,]+/)
            .map(Number)
        : null,
    });
  }
  if (shapes.length === 0) return null;
  return { kind: 'vector', width: viewBox[2]!, height: viewBox[3]!, shapes };
}

/**
 * A logo by a path of the web app's (the built app first, then its public folder), SVG or
 * PNG/JPEG: the demo's own documents use the neutral seal there. A remote address is not fetched while a document is drawn;
 * a logo that cannot be read leaves the name alone in the header.
 */
export function loadLogo(logoUrl: string, webDistDir: string | null): Logo | null {
  if (!logoUrl.startsWith('/') || logoUrl.includes('..')) return null;
  const candidates = [webDistDir, path.join(repoRoot, 'apps/web/public')].filter((d): d is string => !!d).map((d) => path.join(d, logoUrl));
  const file = candidates.find((f) => existsSync(f));
  return file ? loadLogoFile(file) : null;
}

/** A logo file on disk (the municipality's seal, beside its municipality file): SVG or PNG/JPEG. */
export function loadLogoFile(file: string): Logo | null {
  if (!existsSync(file)) return null;
  if (/\.svg$/i.test(file)) return readSvgLogo(readFileSync(file, 'utf8'));
  if (/\.(png|jpe?g)$/i.test(file)) return { kind: 'image', bytes: readFileSync(file) };
  return null;
}

const cache = new Map<string, Letterhead>();

/** The letterhead of the configured municipality (its seal is read once per file). */
export function letterheadOf(config: Pick<AppConfig, 'publicSetting' | 'municipality'>): Letterhead {
  const s = config.publicSetting;
  const key = [s.MunicipalityName, s.MunicipalityNameCapital, s.CityName, s.CountyName, config.municipality.sealFile].join('|');
  let letterhead = cache.get(key);
  if (!letterhead) {
    letterhead = {
      municipalityName: s.MunicipalityName,
      municipalityNameCapital: s.MunicipalityNameCapital,
      cityName: s.CityName,
      countyName: s.CountyName,
      logo: loadLogoFile(config.municipality.sealFile),
    };
    cache.set(key, letterhead);
  }
  return letterhead;
}
