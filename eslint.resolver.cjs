// How ESLint's boundaries rule (eslint.config.js) finds the file an import names, as TypeScript and Vite do: `@/…` is
// apps/web/src, `./x.js` names `./x.ts`, a folder its index, a workspace package (`@washday/core`) its source. An
// import it cannot place (a virtual module, an ESM-only package) is left unresolved: the rule then ignores it.
/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads resolvers with require() */
const { statSync } = require('node:fs');
const { createRequire, isBuiltin } = require('node:module');
const path = require('node:path');

const WEB_SRC = path.join(__dirname, 'apps/web/src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];
const TYPESCRIPT_FOR = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

const isFile = (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() === true;

/** The file a path names: itself, with an extension, its TypeScript source, or the folder's index. */
function fileAt(target) {
  const extension = path.extname(target);
  const candidates = [
    target,
    ...EXTENSIONS.map((ext) => target + ext),
    ...(TYPESCRIPT_FOR[extension] ?? []).map((ext) => target.slice(0, -extension.length) + ext),
    ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
  ];
  return candidates.find(isFile) ?? null;
}

function resolvePath(source, file) {
  if (source.startsWith('@/') && file.startsWith(WEB_SRC + path.sep)) return fileAt(path.join(WEB_SRC, source.slice(2)));
  if (source.startsWith('.') || path.isAbsolute(source)) return fileAt(path.resolve(path.dirname(file), source));
  try {
    return createRequire(file).resolve(source);
  } catch {
    return null;
  }
}

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    if (isBuiltin(source)) return { found: true, path: null };
    const found = resolvePath(source.split('?')[0], file);
    return found ? { found: true, path: found } : { found: false };
  },
};
