// Bundles Discord's Embedded App SDK (and what it imports) into one browser ES module,
// spitbot/table/client/vendor/discord-embedded-app-sdk.mjs, with the licences of every
// package inside it. Run `npm ci && npm run vendor` after changing the SDK's version in
// package.json (docs/table-client.md); the bundle is committed, so a server owner
// needs neither node nor npm. tests/table/test_vendored_sdk.py checks the bundle's
// version against package-lock.json.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'spitbot', 'table', 'client', 'vendor');
const sdk = JSON.parse(
  readFileSync(join(here, 'node_modules', '@discord', 'embedded-app-sdk', 'package.json'), 'utf8'),
);
mkdirSync(out, { recursive: true });

const result = await build({
  stdin: {
    contents: "export { DiscordSDK, DiscordSDKMock, Events, patchUrlMappings } from '@discord/embedded-app-sdk';",
    resolveDir: here,
    sourcefile: 'sdk-entry.mjs',
  },
  bundle: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  metafile: true,
  banner: { js: `/*! ${sdk.name} ${sdk.version} (${sdk.license}), bundled with its dependencies; licences in discord-embedded-app-sdk.LICENSES.txt */` },
  outfile: join(out, 'discord-embedded-app-sdk.mjs'),
  logLevel: 'warning',
});

// Every package whose code is in the bundle, with its licence text: the SDK itself and
// the libraries its own build inlined (output/lib/<name>/; their licences come from the
// same packages installed beside it, tslib's from a dev dependency).
const packages = new Set([sdk.name]);
for (const input of Object.keys(result.metafile.inputs)) {
  const inlined = input.match(/embedded-app-sdk\/output\/lib\/([^/]+)\//);
  if (inlined) packages.add(inlined[1]);
  const direct = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g);
  if (direct && !input.includes('embedded-app-sdk/')) {
    packages.add(direct[direct.length - 1].replace(/^node_modules\//, '').replace(/\/$/, ''));
  }
}
const sections = [];
for (const name of [...packages].sort()) {
  const root = join(here, 'node_modules', name);
  const meta = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let text = null;
  for (const file of ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'LICENCE', 'LICENCE.md', 'license', 'license.md']) {
    try { text = readFileSync(join(root, file), 'utf8'); break; } catch { /* next */ }
  }
  if (text === null) throw new Error(`${name} has no licence file to ship`);
  sections.push(`${'='.repeat(72)}\n${name} ${meta.version} (${meta.license})\n${'='.repeat(72)}\n\n${text.trim()}\n`);
}
writeFileSync(
  join(out, 'discord-embedded-app-sdk.LICENSES.txt'),
  `The licences of the packages bundled into discord-embedded-app-sdk.mjs\n(${sdk.name} ${sdk.version} and its dependencies), by client/vendor.mjs.\n\n` + sections.join('\n'),
);
console.log(`vendored ${sdk.name} ${sdk.version}: ${[...packages].sort().join(', ')}`);
