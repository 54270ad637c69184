import type { Plugin } from 'vite';

/** What a build writes beside its HTML, and the server reads (`apps/api/src/plugins/web.ts`), by entry. */
export const PAGE_LISTS = {
  /** The phone entry's screen table (`src/app/screens/phone.ts`), beside `phone.html` (decision 085). */
  phone: { table: /[\\/]src[\\/]app[\\/]screens[\\/]phone\.ts$/, file: 'phone-pages.json' },
  /** The dashboard's main screens (`src/app/screens/main.ts`: the lists of the drawer), beside `index.html` (decision 087). */
  dashboard: { table: /[\\/]src[\\/]app[\\/]screens[\\/]main\.ts$/, file: 'dashboard-pages.json' },
} as const;

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
 * Writes the entry's page list (`phone-pages.json`, `dashboard-pages.json`): for each screen of its table, the scripts
 * its page loads beyond the entry (its chunk and their static imports). The server names them in the entry's HTML as
 * `modulepreload` links for that address, so a phone fetches the page beside the entry instead of after it (decisions
 * 085 and 087).
 */
export function screenPages({ table, file }: (typeof PAGE_LISTS)[keyof typeof PAGE_LISTS]): Plugin {
  const pageOf = new Map<string, string>();
  return {
    name: `livery-screen-pages-${file}`,
    apply: 'build',
    async transform(code, id) {
      if (!table.test(id)) return null;
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
      // The chunk that holds the page's module: its own (a lazy entry), or a shared one when another lazy import of
      // its feature reaches it too (the dashboard's reservations list, through the feature's index).
      const pages: Record<string, string[]> = {};
      const missing: string[] = [];
      for (const [moduleId, screenPath] of pageOf) {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(moduleId));
        if (!chunk) missing.push(screenPath);
        else pages[screenPath] = [...staticClosure(chunk.fileName, new Set())].filter((name) => !entry.has(name));
      }
      if (missing.length > 0) this.error(`${file}: no page chunk for ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: file, source: `${JSON.stringify(pages, null, 2)}\n` });
    },
  };
}
