import type { Plugin } from 'vite';

/** The phone entry's screen table (`src/app/screens/phone.ts`): each screen's path and the page its `load` imports. */
const SCREEN_TABLE = /[\\/]src[\\/]app[\\/]screens[\\/]phone\.ts$/;

/** What the build writes beside `phone.html`, and the server reads (`apps/api/src/plugins/web.ts`). */
export const PHONE_PAGES_FILE = 'phone-pages.json';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** Every node of `root`, depth first. */
function* nodesOf(root: unknown): Generator<Node> {
  if (Array.isArray(root)) for (const item of root) yield* nodesOf(item);
  else if (isNode(root)) {
    yield root;
    for (const value of Object.values(root)) if (typeof value === 'object') yield* nodesOf(value);
  }
}

/** Each object literal `{ path: '…', load: async () => (await import('…')).Page }` of a module: its path and import. */
export function screensOf(program: unknown): { path: string; specifier: string }[] {
  return [...nodesOf(program)]
    .filter((node) => node.type === 'ObjectExpression')
    .flatMap((object) => {
      const properties = [...nodesOf(object['properties'])].filter((node) => node.type === 'Property');
      const valueOf = (name: string) =>
        properties.find((property) => isNode(property['key']) && property['key']['name'] === name)?.['value'];
      const pathValue = valueOf('path');
      const imported = [...nodesOf(valueOf('load'))].find((node) => node.type === 'ImportExpression')?.['source'];
      const pathText = isNode(pathValue) ? pathValue['value'] : undefined;
      const specifier = isNode(imported) ? imported['value'] : undefined;
      return typeof pathText === 'string' && typeof specifier === 'string' ? [{ path: pathText, specifier }] : [];
    });
}

/**
 * Writes `phone-pages.json`: for each phone screen's path, the scripts its page loads beyond the entry (its chunk and
 * their static imports). The server names them in `phone.html` as `modulepreload` links for that address, so a phone
 * fetches the page beside the entry instead of after it (decision 085). Phone build only.
 */
export function phonePages(): Plugin {
  const pageOf = new Map<string, string>();
  return {
    name: 'livery-phone-pages',
    apply: 'build',
    async transform(code, id) {
      if (!SCREEN_TABLE.test(id)) return null;
      for (const { path: screenPath, specifier } of screensOf(this.parse(code))) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) pageOf.set(resolved.id, screenPath);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = new Set<string>();
      const staticClosure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, seen);
        return seen;
      };
      for (const chunk of chunks) if (chunk.isEntry) staticClosure(chunk.fileName, entry);
      const pages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const screenPath = chunk.facadeModuleId ? pageOf.get(chunk.facadeModuleId) : undefined;
        if (!chunk.isDynamicEntry || !screenPath) continue;
        pages[screenPath] = [...staticClosure(chunk.fileName, new Set())].filter((file) => !entry.has(file));
      }
      if (Object.keys(pages).length !== pageOf.size) {
        this.error(`${PHONE_PAGES_FILE}: ${pageOf.size} phone screens, ${Object.keys(pages).length} page chunks found`);
      }
      this.emitFile({ type: 'asset', fileName: PHONE_PAGES_FILE, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
