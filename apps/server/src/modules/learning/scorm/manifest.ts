import { posix } from 'node:path';
import type { ScormVersion } from '@elevar/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ScormItemRow } from '../../../db/migrations/20261127T1300_scorm.ts';
import { isSafePath, PackageError } from './zip.ts';

/**
 * `imsmanifest.xml` read as far as this product plays a package: the SCORM version, the default organization's
 * items in document order (nested items flattened after their parent), each SCO's launch href (the resources'
 * `xml:base` and the item's parameters applied), and the simple mastery rules (1.2 `adlcp:masteryscore`; 2004
 * `imsss:minNormalizedMeasure` of a primary objective satisfied by measure, `adlcp:completionThreshold`). The rest
 * of SCORM 2004 sequencing is not read (docs/learning.md "SCORM").
 */

export interface ParsedManifest {
  version: ScormVersion;
  /** As the manifest says it (`1.2`, `2004 4th Edition`, `CAM 1.3`…), or what its namespaces imply. */
  schemaVersion: string;
  title: string;
  items: ScormItemRow[];
}

type Node = Record<string, unknown>;

const ARRAYS = new Set(['organization', 'item', 'resource', 'file', 'dependency']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

function invalid(reason: string): PackageError {
  return new PackageError('scorm.manifest_invalid', 'imsmanifest.xml', reason);
}

function asNode(value: unknown): Node | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
}

function nodes(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(asNode).filter((n): n is Node => n !== null) : [];
}

/** An element's text, whether it has attributes or not. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  const node = asNode(value);
  if (node && typeof node['#text'] === 'string') return node['#text'].trim();
  if (node && typeof node['#text'] === 'number') return String(node['#text']);
  return null;
}

/** An attribute, whatever the case of its name (1.2 writes `scormtype`, 2004 `scormType`). */
function attribute(node: Node, name: string): string | null {
  const wanted = `@_${name}`.toLowerCase();
  for (const [key, value] of Object.entries(node))
    if (key.toLowerCase() === wanted && (typeof value === 'string' || typeof value === 'number'))
      return String(value).trim();
  return null;
}

function child(node: Node, name: string): unknown {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(node)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

function numberIn(value: string | null, min: number, max: number): number | null {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

function versionOf(xml: string, manifest: Node): { version: ScormVersion; schemaVersion: string } {
  const metadata = asNode(manifest.metadata);
  const stated = metadata ? text(child(metadata, 'schemaversion')) : null;
  if (stated) {
    if (stated === '1.2') return { version: '1.2', schemaVersion: stated };
    if (/^(2004\b|CAM 1\.3$)/i.test(stated)) return { version: '2004', schemaVersion: stated };
    throw new PackageError('scorm.version_unsupported', 'imsmanifest.xml', stated);
  }
  if (xml.includes('adlcp_rootv1p2')) return { version: '1.2', schemaVersion: '1.2' };
  if (xml.includes('adlcp_v1p3')) return { version: '2004', schemaVersion: 'CAM 1.3' };
  throw new PackageError('scorm.version_unsupported', 'imsmanifest.xml', 'no schemaversion');
}

/** `base` + `href` resolved inside the package, or null when it would leave it. */
function resolveInside(base: string, href: string): string | null {
  const joined = posix.normalize(posix.join(base, href));
  return isSafePath(joined) ? joined : null;
}

/** A path as a URL path: each segment percent-encoded once (a manifest may write it encoded or not). */
function urlPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {}
      return encodeURIComponent(decoded);
    })
    .join('/');
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The item's parameters appended to the href (RFC-style: `?` first, `&` after; a `#` fragment as is). */
function withParameters(href: string, parameters: string | null): string {
  if (!parameters) return href;
  if (parameters.startsWith('#')) return href.includes('#') ? href : `${href}${parameters}`;
  const query = parameters.replace(/^[?&]/, '');
  if (!query) return href;
  const [path = '', fragment] = href.split('#', 2);
  const joined = path.includes('?') ? `${path}&${query}` : `${path}?${query}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

/**
 * Parses the manifest's text; every SCO's launch file must be one of `files` (paths inside the package). Refuses
 * with a PackageError naming what is wrong.
 */
export function parseManifest(xml: string, files: ReadonlySet<string>): ParsedManifest {
  if (/<!ENTITY/i.test(xml)) throw invalid('entity declarations are not allowed');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw invalid(`line ${valid.err.line}: ${valid.err.msg}`);
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw invalid((error as Error).message);
  }
  const manifest = asNode(child(document, 'manifest'));
  if (!manifest) throw invalid('no <manifest> element');
  const { version, schemaVersion } = versionOf(xml, manifest);

  const organizations = asNode(child(manifest, 'organizations'));
  const list = organizations ? nodes(child(organizations, 'organization')) : [];
  const defaultId = organizations ? attribute(organizations, 'default') : null;
  const organization = list.find((o) => attribute(o, 'identifier') === defaultId) ?? list[0];
  if (!organization) throw new PackageError('scorm.no_sco', 'imsmanifest.xml', 'no <organization>');

  const resourcesNode = asNode(child(manifest, 'resources'));
  const resourcesBase = resourcesNode ? (attribute(resourcesNode, 'base') ?? '') : '';
  const resources = new Map<string, Node>();
  for (const resource of resourcesNode ? nodes(child(resourcesNode, 'resource')) : []) {
    const identifier = attribute(resource, 'identifier');
    if (identifier) resources.set(identifier, resource);
  }

  const items: ScormItemRow[] = [];
  const seen = new Set<string>();
  const visit = (item: Node, depth: number) => {
    const identifier = attribute(item, 'identifier');
    const reference = attribute(item, 'identifierref');
    if (identifier && reference) {
      const resource = resources.get(reference);
      if (!resource) throw invalid(`item ${identifier} names the missing resource ${reference}`);
      const type = (attribute(resource, 'scormtype') ?? 'sco').toLowerCase();
      const href = attribute(resource, 'href');
      if (type === 'sco' && href) {
        if (seen.has(identifier)) throw invalid(`item identifier ${identifier} appears twice`);
        seen.add(identifier);
        const [pathPart = '', ...rest] = href.split(/(?=[?#])/);
        const base = posix.join(resourcesBase, attribute(resource, 'base') ?? '');
        const inside = /^[a-z][a-z0-9+.-]*:/i.test(pathPart) ? null : resolveInside(base, pathPart);
        if (!inside || !(files.has(inside) || files.has(decodedPath(inside))))
          throw new PackageError('scorm.launch_file_missing', inside ? decodedPath(inside) : href);
        items.push({
          identifier,
          title: text(child(item, 'title')) ?? identifier,
          depth,
          href: withParameters(`${urlPath(inside)}${rest.join('')}`, attribute(item, 'parameters')),
          launch_data: text(child(item, 'datafromlms')),
          mastery_score: version === '1.2' ? numberIn(text(child(item, 'masteryscore')), 0, 100) : null,
          scaled_passing_score: version === '2004' ? passingScore(item) : null,
          completion_threshold: version === '2004' ? completionThreshold(item) : null,
        });
      }
    }
    for (const inner of nodes(child(item, 'item'))) visit(inner, identifier && reference ? depth + 1 : depth);
  };
  for (const item of nodes(child(organization, 'item'))) visit(item, 0);
  if (items.length === 0) throw new PackageError('scorm.no_sco', 'imsmanifest.xml');
  return {
    version,
    schemaVersion,
    title: text(child(organization, 'title')) ?? attribute(manifest, 'identifier') ?? 'SCORM',
    items,
  };
}

/** 2004: the primary objective's `minNormalizedMeasure` when it is satisfied by measure (default 1.0). */
function passingScore(item: Node): number | null {
  const sequencing = asNode(child(item, 'sequencing'));
  const objectives = sequencing ? asNode(child(sequencing, 'objectives')) : null;
  const primary = objectives ? asNode(child(objectives, 'primaryObjective')) : null;
  if (!primary || attribute(primary, 'satisfiedByMeasure') !== 'true') return null;
  return numberIn(text(child(primary, 'minNormalizedMeasure')), -1, 1) ?? 1;
}

/** 2004: `adlcp:completionThreshold`, as text (3rd edition) or `completedByMeasure`/`minProgressMeasure` (4th). */
function completionThreshold(item: Node): number | null {
  const element = child(item, 'completionThreshold');
  const node = asNode(element);
  if (node && attribute(node, 'completedByMeasure') !== null) {
    if (attribute(node, 'completedByMeasure') !== 'true') return null;
    return numberIn(attribute(node, 'minProgressMeasure'), 0, 1) ?? 1;
  }
  return numberIn(text(element), 0, 1);
}
