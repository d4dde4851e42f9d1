import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers eslint.config.js draws with eslint-plugin-boundaries, checked through ESLint's Node API: a file at a path
// inside a layer (linted from text, never written, so nobody else's lint or build sees it) imports real files of
// another layer. Each import that crosses a line must fail `npm run lint`; the ones the layers allow must not.

const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });

/** The boundaries errors of `code` as if it were the file at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

/** A real TypeScript file of `dir`, without its extension (found at run time, so files moving around break nothing). */
function fileIn(dir: string): string {
  const found = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).find(
    (name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name),
  );
  if (!found) throw new Error(`No TypeScript file in ${dir}`);
  return path.join(dir, found).replace(/\.tsx?$/, '');
}

const importing = (specifier: string) => `import * as other from '${specifier}';\nexport { other };\n`;

/** An import, by relative path, of a real file of `dir` from the file `from`. */
function importOf(dir: string, from: string): string {
  const target = path.relative(path.dirname(from), fileIn(dir));
  return importing(target.startsWith('.') ? target : `./${target}`);
}

const features = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [feature, otherFeature] = features as [string, string];

describe('the layers eslint enforces', () => {
  it('stop a web feature importing another feature, by alias or by relative path', async () => {
    const file = `apps/web/src/features/${feature}/zz-boundary-probe.ts`;
    const relative = importOf(`apps/web/src/features/${otherFeature}`, file);
    const alias = importing(fileIn(`apps/web/src/features/${otherFeature}`).replace('apps/web/src/', '@/'));
    const message = `Feature '${feature}' must not import feature '${otherFeature}'`;
    expect(await boundaryErrors(file, relative)).toEqual([expect.stringContaining(message)]);
    expect(await boundaryErrors(file, alias)).toEqual([expect.stringContaining(message)]);
    // Its own files, the shared folders and core are fine.
    expect(await boundaryErrors(file, importOf(`apps/web/src/features/${feature}`, file))).toEqual([]);
    expect(await boundaryErrors(file, importOf('apps/web/src/lib', file))).toEqual([]);
    expect(await boundaryErrors(file, importing('@washday/core'))).toEqual([]);
  });

  it.each(['components', 'hooks', 'lib'])('stop src/%s importing a feature', async (folder) => {
    const file = `apps/web/src/${folder}/zz-boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf(`apps/web/src/features/${feature}`, file))).toEqual([
      expect.stringContaining(`src/${folder} is shared by every feature and must not import feature '${feature}'`),
    ]);
  });

  it.each(['areas/customer', 'app'])('let src/%s compose features', async (folder) => {
    const file = `apps/web/src/${folder}/zz-boundary-probe.ts`;
    expect(await boundaryErrors(file, importOf(`apps/web/src/features/${feature}`, file))).toEqual([]);
  });

  it('keep core free of the apps, and the apps out of each other', async () => {
    const core = 'packages/core/src/zz-boundary-probe.ts';
    expect(await boundaryErrors(core, importOf('apps/api/src/config', core))).toEqual([
      expect.stringContaining('packages/core is shared by the apps'),
    ]);
    expect(await boundaryErrors(core, importOf('apps/web/src/lib', core))).toHaveLength(1);
    const api = 'apps/api/src/zz-boundary-probe.ts';
    expect(await boundaryErrors(api, importOf('apps/web/src/lib', api))).toEqual([
      expect.stringContaining('apps/api must not import apps/web'),
    ]);
    expect(await boundaryErrors(api, importing('@washday/core'))).toEqual([]);
    const web = 'apps/web/src/app/zz-boundary-probe.ts';
    expect(await boundaryErrors(web, importOf('apps/api/src/config', web))).toEqual([
      expect.stringContaining('apps/web must not import apps/api'),
    ]);
  });
});
