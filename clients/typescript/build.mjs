// `npm run build`: dist/ from src/ (tsc), with the generated schema's declarations and a copy of
// openapi-fetch (MIT, its licence beside it) in dist/vendor, so that the package imports nothing
// from outside itself. npm installs a folder as a link, and Node.js resolves an import from the
// link's real path, where no dependency of the package is installed; a copy in dist/ is found
// from anywhere, and the package has no dependencies to install.
//
// The copied versions are the pinned devDependencies; anything else fails the build, as does an
// import left in dist/ that does not start with "./" or "../".

import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, "package.json"));
const pins = JSON.parse(readFileSync(join(here, "package.json"), "utf8")).devDependencies;
const dist = join(here, "dist");

// The packages copied into dist/vendor, and where dist's imports of them then point.
const VENDORED = ["openapi-fetch", "openapi-typescript-helpers"];

function packageDir(name) {
  let dir;
  try {
    dir = dirname(require.resolve(`${name}/package.json`));
  } catch {
    throw new Error(`${name} is not installed: npm install first (the devDependencies build the package)`);
  }
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (version !== pins[name]) throw new Error(`${name} ${version} is installed, the pinned version is ${pins[name]}`);
  return dir;
}

// The files of dist/ whose imports count: JavaScript and declarations.
function* codeFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* codeFiles(path);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield path;
  }
}

// An import of a vendored package: `from "openapi-fetch"` or `import("openapi-fetch")`, either quote.
const VENDORED_IMPORT = new RegExp(`(\\bfrom\\s*|\\bimport\\s*\\(\\s*)(["'])(${VENDORED.join("|")})\\2`, "g");

function pointAtVendor(file, prefix) {
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(VENDORED_IMPORT, (_, before, quote, name) => `${before}${quote}${prefix}${name}/index.js${quote}`));
}

const typescript = packageDir("typescript");
rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [join(typescript, "bin", "tsc"), "-p", here], { stdio: "inherit" });
cpSync(join(here, "src", "schema.d.ts"), join(dist, "schema.d.ts"));

// Each package's ES module and its declarations (those for ES modules, as this package is one).
for (const name of VENDORED) {
  const from = packageDir(name);
  const to = join(dist, "vendor", name);
  mkdirSync(to, { recursive: true });
  const code = readFileSync(join(from, "dist", "index.mjs"), "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, "");
  writeFileSync(join(to, "index.js"), code);
  cpSync(join(from, "dist", "index.d.mts"), join(to, "index.d.ts"));
  cpSync(join(from, "LICENSE"), join(to, "LICENSE"));
  pointAtVendor(join(to, "index.d.ts"), "../");
}
for (const file of ["index.js", "index.d.ts"]) pointAtVendor(join(dist, file), "./vendor/");

// Every import and `/// <reference>` of dist/, as TypeScript reads them.
const ts = require(typescript);
const outside = [];
for (const file of codeFiles(dist)) {
  const { importedFiles, referencedFiles, typeReferenceDirectives } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  for (const { fileName } of [...importedFiles, ...referencedFiles, ...typeReferenceDirectives]) {
    if (!fileName.startsWith("./") && !fileName.startsWith("../")) outside.push(`${file}: ${fileName}`);
  }
}
if (outside.length) throw new Error(`dist/ imports from outside the package:\n${outside.join("\n")}`);
