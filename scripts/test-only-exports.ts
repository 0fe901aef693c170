/**
 * Which value exports of `@workhub/domain` (domain/src/index.ts and the sub-indexes it re-exports)
 * does no non-test file use outside the file that declares them (issue 25, item 6)? Such an export
 * is either test-only or unused: it should be module-private, or a test helper kept beside the tests.
 *
 * Reads every TypeScript file the repository tracks with the TypeScript compiler and resolves each
 * identifier to the declaration it names (through imports, re-exports and namespace imports), so a
 * name that merely matches does not count as a use. Run `npx tsx scripts/test-only-exports.ts` to
 * print the list; scripts/test-only-exports.test.ts keeps it empty.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(new URL('..', import.meta.url).pathname);

/** Files that are tests or serve only tests: their uses do not keep an export public. */
export function isTestFile(file: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(file) || /\.testing\.tsx?$/.test(file) || file.startsWith('tests/') || file === 'domain/src/testing.ts'
  );
}

export interface ExportUse {
  /** The exported name, as `@workhub/domain` exports it. */
  name: string;
  /** The file declaring it, relative to the repository root. */
  file: string;
  /** Whether app code of its own file uses it (so only the `export` is idle, not the code). */
  usedInOwnFile: boolean;
  /** Test files using it (outside its own file). */
  testUsers: string[];
}

function trackedSources(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => f && !f.endsWith('.d.ts') && !f.includes('node_modules/') && !f.startsWith('emulators/state/'))
    .map((f) => path.join(root, f));
}

function rel(file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

function isBindingName(id: ts.Identifier): boolean {
  const p = id.parent;
  return (
    ts.isImportSpecifier(p) ||
    ts.isExportSpecifier(p) ||
    ts.isImportClause(p) ||
    ts.isNamespaceImport(p) ||
    ts.isNamespaceExport(p) ||
    ts.isImportEqualsDeclaration(p)
  );
}

/** Every value export of domain/src/index.ts that no non-test file outside its own file uses. */
export function domainExportsWithoutAppUse(): ExportUse[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram({
    rootNames: trackedSources(),
    options: { ...parsed.options, types: ['node', 'vite/client'], noEmit: true },
  });
  const checker = program.getTypeChecker();
  const resolve = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);

  const entry = program.getSourceFile(path.join(root, 'domain/src/index.ts'));
  const entrySymbol = entry && checker.getSymbolAtLocation(entry);
  if (!entrySymbol) throw new Error('domain/src/index.ts is not in the program');

  const valueFlags = ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class | ts.SymbolFlags.Enum;
  const exported = new Map<ts.Symbol, { name: string; file: string; app: boolean; self: boolean; tests: Set<string> }>();
  for (const s of checker.getExportsOfModule(entrySymbol)) {
    const target = resolve(s);
    const declaration = target.declarations?.[0];
    if (!(target.flags & valueFlags) || !declaration) continue;
    exported.set(target, { name: s.name, file: rel(declaration.getSourceFile().fileName), app: false, self: false, tests: new Set() });
  }

  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || sourceFile.fileName.includes('/node_modules/')) continue;
    const file = rel(sourceFile.fileName);
    if (file.startsWith('..')) continue;
    const test = isTestFile(file);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !isBindingName(node)) {
        const symbol = ts.isShorthandPropertyAssignment(node.parent)
          ? checker.getShorthandAssignmentValueSymbol(node.parent)
          : checker.getSymbolAtLocation(node);
        const target = symbol && resolve(symbol);
        const use = target && exported.get(target);
        if (use && use.file !== file) {
          if (test) use.tests.add(file);
          else use.app = true;
        } else if (use && !test && !target.declarations?.some((d) => ts.getNameOfDeclaration(d) === node)) {
          use.self = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }

  return [...exported.values()]
    .filter((u) => !u.app)
    .map((u) => ({ name: u.name, file: u.file, usedInOwnFile: u.self, testUsers: [...u.tests].sort() }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const found = domainExportsWithoutAppUse();
  for (const u of found) {
    const kind = u.usedInOwnFile ? 'file-internal' : u.testUsers.length ? 'test-only' : 'unused';
    console.log(`${kind}\t${u.file}\t${u.name}\t${u.testUsers.join(' ')}`);
  }
  console.log(`${found.length} exports used by no app file outside their own`);
}
